/// A control that edits a string, bound to a `String`.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let label: Label
    let isSecure: Bool
    /// The iOS 13 `onCommit:` action, run with the submit actions when the user presses Return.
    var onCommit: (() -> Void)? = nil

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt?.plainText ?? ""
        self.label = label()
        self.isSecure = false
    }

    init(text: Binding<String>, prompt: String, isSecure: Bool, label: Label) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let style = inputs.environment.textFieldStyle {
            // The field inside the style's body draws the native input (the style is not applied again).
            var styleInputs = inputs
            styleInputs.environment.textFieldStyle = nil
            let label = view.label
            let erased = _TextFieldStyleLabel(render: { inputs, outputs in Label._makeView(label, inputs: inputs, outputs: &outputs) })
            var configuration = TextField<_TextFieldStyleLabel>(text: view.text, prompt: view.prompt, isSecure: view.isSecure, label: erased)
            configuration.onCommit = view.onCommit
            style.makeBody(configuration, styleInputs, &outputs)
            return
        }
        let environment = inputs.environment
        let binding = view.text
        let isEnabled = environment.isEnabled
        var field = RenderTextField(
            text: binding.wrappedValue,
            setText: { if isEnabled { binding.wrappedValue = $0 } },
            prompt: view.prompt, isSecure: view.isSecure, isEnabled: isEnabled,
            onSubmit: Self.submitAction(view.onCommit, environment.submitAction)
        )
        field.isBordered = environment._textFieldBorder ?? false
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: inputs.child(0), outputs: &children)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .textField(field), children: children.nodes))
    }
}

extension TextField where Label == Text {
    /// A text field whose title is also its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        self.init(text: text, prompt: title.plainText, isSecure: false, label: title)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text, prompt: prompt?.plainText ?? title.plainText, isSecure: false, label: title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), isSecure: false, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.plainText ?? String(title), isSecure: false, label: Text(title))
    }
}

extension TextField {
    /// The commit action and the environment's submit action, in that order.
    static func submitAction(_ commit: (() -> Void)?, _ submit: (() -> Void)?) -> (() -> Void)? {
        guard let commit else { return submit }
        guard let submit else { return commit }
        return { commit(); submit() }
    }
}

/// A text field whose characters are masked.
nonisolated public struct SecureField<Label: View>: View {
    var field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt?.plainText ?? "", isSecure: true, label: label())
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        TextField<Label>._makeView(view.field, inputs: inputs, outputs: &outputs)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        field = TextField(text: text, prompt: title.plainText, isSecure: true, label: title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: String(title), isSecure: true, label: Text(title))
    }
}

private struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// The action run when the user submits a text field (Return).
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `action` when the user submits a text field in this view.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_EnvironmentModifier { environment in
            let outer = environment.submitAction
            environment.submitAction = { action(); outer?() }
        })
    }
}

/// What submits a view (kept for API parity).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
