/// Groups views without adding layout. Modifiers applied to a group apply to each of its views.
public struct Group<Content> {
    public var content: Content
}

nonisolated extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeView(view.content, inputs: inputs, outputs: &outputs)
    }
}
