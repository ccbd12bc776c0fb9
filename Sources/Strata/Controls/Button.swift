/// A control that runs an action when activated. Its look comes from the `ButtonStyle` or
/// `PrimitiveButtonStyle` in the environment (`.buttonStyle(_:)`).
///
/// ```swift
/// Button("Delete", role: .destructive) { model.delete() }
/// ```
nonisolated public struct Button<Label: View>: View {
    @usableFromInline let role: ButtonRole?
    @usableFromInline let action: () -> Void
    @usableFromInline let label: Label

    @inlinable
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    @inlinable
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public typealias Body = Never

    /// Inlinable and generic only over the label: view code specializes the label's rendering,
    /// and the rest is `_makeButton`, which is not generic.
    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let label = view.label
        _makeButton(
            role: view.role, action: view.action, inputs: inputs, outputs: &outputs,
            renderLabel: { inputs, outputs in Label._makeView(label, inputs: inputs, outputs: &outputs) },
            // Type-erased only for styles (the built-in looks render the label directly).
            erasedLabel: {
                ButtonStyleConfiguration.Label(render: { inputs, outputs in Label._makeView(label, inputs: inputs, outputs: &outputs) })
            }
        )
    }
}

@usableFromInline
func _makeButton(
    role: ButtonRole?, action ownAction: @escaping () -> Void, inputs: _ViewInputs, outputs: inout _ViewOutputs,
    renderLabel: (_ViewInputs, inout _ViewOutputs) -> Void, erasedLabel: () -> ButtonStyleConfiguration.Label
) {
    let environment = inputs.environment
    let isEnabled = environment.isEnabled
    // Inside alerts and dialogs, every button dismisses the presentation after its action.
    let action: () -> Void
    if let dismiss = environment._presentationDismiss {
        action = { ownAction(); dismiss() }
    } else {
        action = ownAction
    }
    switch environment.buttonStyleChoice {
    case .primitive(let style):
        // The style assembles the interaction itself, through `configuration.trigger()`.
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: erasedLabel(), trigger: { if isEnabled { action() } }
        )
        var styleInputs = inputs
        styleInputs.environment.buttonStyleChoice = environment.buttonStyleBeneathPrimitive
        style.makeBody(configuration, styleInputs, &outputs)
    case .builtin(let appearance):
        _makeButtonNode(role: role, action: action, appearance: appearance, inputs: inputs, outputs: &outputs, content: renderLabel)
    case .custom(let style):
        let configuration = ButtonStyleConfiguration(role: role, label: erasedLabel(), isPressed: false)
        _makeButtonNode(role: role, action: action, appearance: nil, inputs: inputs, outputs: &outputs) { inputs, outputs in
            style.makeBody(configuration, inputs, &outputs)
        }
    }
}

/// The button node with its label (`content`). Not generic over the label type, so calling it
/// needs no generic metadata.
private func _makeButtonNode(
    role: ButtonRole?, action: @escaping () -> Void, appearance: BuiltinButtonAppearance?, inputs: _ViewInputs, outputs: inout _ViewOutputs,
    content: (_ViewInputs, inout _ViewOutputs) -> Void
) {
    let environment = inputs.environment
    let button = RenderButton(
        action: action, role: role, appearance: appearance,
        isEnabled: environment.isEnabled, tint: environment.tintPaint
    )
    var labelInputs = inputs.child(0)
    if let appearance {
        labelInputs.environment = inputs.pass.buttonLabelEnvironment(from: environment, appearance: appearance, role: role)
    }
    var children = _ViewOutputs()
    content(labelInputs, &children)
    outputs.nodes.append(RenderNode(id: inputs.identity, kind: .button(consume button), children: children.nodes))
}

extension Button where Label == Text {
    @inlinable
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    @inlinable
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Strata.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Strata.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Strata.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Strata.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button built from a primitive style's configuration: the way custom
    /// `PrimitiveButtonStyle`s keep the standard button behavior.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// The purpose of a button, which styles use to pick its look.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes user data or performs an irreversible operation.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// Closes the current context.
    public static let close = ButtonRole(name: "close")
    /// Confirms the current operation.
    public static let confirm = ButtonRole(name: "confirm")
}
