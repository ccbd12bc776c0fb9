/// A control that switches between on and off, bound to a `Bool`.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let label = view.label
        let erasedLabel = ToggleStyleConfiguration.Label { inputs, outputs in
            Label._makeView(label, inputs: inputs, outputs: &outputs)
        }
        let binding = view.isOn
        let isEnabled = environment.isEnabled
        var toggle = RenderToggle(
            isOn: binding.wrappedValue,
            setOn: { if isEnabled { binding.wrappedValue = $0 } },
            appearance: nil, isEnabled: isEnabled, tint: environment._tintIsAccentColor ? nil : environment.tintPaint
        )
        var children = _ViewOutputs()
        switch environment.toggleStyleChoice {
        case .builtin(let appearance):
            toggle.appearance = appearance
            erasedLabel.render(inputs.child(0), &children)
        case .custom(let style):
            // `Toggle(configuration)` inside the style's body draws the platform look.
            var styleInputs = inputs.child(0)
            styleInputs.environment.toggleStyleChoice = EnvironmentValues().toggleStyleChoice
            style.makeBody(ToggleStyleConfiguration(label: erasedLabel, isOn: binding), styleInputs, &children)
        }
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .toggle(toggle), children: children.nodes))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle built from a style's configuration, keeping the standard behavior.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// Defines how toggles look and behave.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ToggleStyle` receives: the label and the on/off binding.
public struct ToggleStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The built-in toggle looks.
public enum BuiltinToggleAppearance: String, Hashable, Sendable { case automatic, `switch`, button, checkbox }

/// A built-in toggle style that back ends draw natively.
public protocol _BuiltinToggleStyle: ToggleStyle {
    nonisolated var appearance: BuiltinToggleAppearance { get }
}

nonisolated extension _BuiltinToggleStyle {
    public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> { Toggle(configuration) }
}

nonisolated public struct DefaultToggleStyle: _BuiltinToggleStyle {
    public init() {}
    public var appearance: BuiltinToggleAppearance { .automatic }
}

nonisolated public struct SwitchToggleStyle: _BuiltinToggleStyle {
    public init() {}
    /// The iOS 14 form with a tint; use `.tint(_:)` on the toggle for the color on the web.
    public init(tint: Color) {}
    public var appearance: BuiltinToggleAppearance { .switch }
}

nonisolated public struct ButtonToggleStyle: _BuiltinToggleStyle {
    public init() {}
    public var appearance: BuiltinToggleAppearance { .button }
}

nonisolated public struct CheckboxToggleStyle: _BuiltinToggleStyle {
    public init() {}
    public var appearance: BuiltinToggleAppearance { .checkbox }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
nonisolated extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
nonisolated extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
nonisolated extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }

enum ToggleStyleChoice {
    case builtin(BuiltinToggleAppearance)
    case custom(StyleRenderer<ToggleStyleConfiguration>)
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: ToggleStyleChoice { .builtin(.automatic) } }

extension EnvironmentValues {
    var toggleStyleChoice: ToggleStyleChoice {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of toggles in this view.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtin = style as? any _BuiltinToggleStyle {
                environment.toggleStyleChoice = .builtin(builtin.appearance)
            } else {
                environment.toggleStyleChoice = .custom(StyleRenderer(style) { $0.makeBody(configuration: $1) })
            }
        })
    }
}
