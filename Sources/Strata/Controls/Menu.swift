/// A button that reveals a list of actions.
///
/// ```swift
/// Menu("Options") {
///     Button("Rename") { ... }
///     Button("Delete", role: .destructive) { ... }
/// }
/// ```
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var labelInputs = inputs.child(0)
        labelInputs.environment.foregroundPaint = inputs.environment.tintPaint ?? .tint
        var labelOutputs = _ViewOutputs()
        Label._makeView(view.label, inputs: labelInputs, outputs: &labelOutputs)
        var itemInputs = inputs.child(1)
        itemInputs.environment.buttonStyleChoice = .builtin(.plain)
        var itemOutputs = _ViewOutputs()
        Content._makeView(view.content, inputs: itemInputs, outputs: &itemOutputs)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .menu(items: itemOutputs.nodes), children: labelOutputs.nodes))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Strata.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Strata.Label(titleKey, systemImage: systemImage) }
    }
}
