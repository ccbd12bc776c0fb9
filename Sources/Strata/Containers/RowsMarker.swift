/// Marks the container whose children are the rows of a `List`, a `Form` or a form section, so back
/// ends can treat each row as a unit (the accessibility tree makes each row a container, as
/// VoiceOver does with a cell). The mark is a container value: it draws nothing.
struct ArrangesRowsKey: ContainerValueKey {
    static var defaultValue: Bool { false }
}

extension RenderNode {
    /// Whether this node's children are the rows of a list or a form section.
    package var arrangesRows: Bool { containerValues?[ArrangesRowsKey.self] ?? false }
}

nonisolated extension View {
    /// Marks this view's node as arranging rows (`RenderNode.arrangesRows`).
    func _arrangesRows() -> some View {
        modifier(_ContainerValueModifier { $0[ArrangesRowsKey.self] = true })
    }
}
