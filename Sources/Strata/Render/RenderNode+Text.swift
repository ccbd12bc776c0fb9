extension RenderNode {
    /// The text this node and its descendants display, in order, separated by spaces.
    public var plainText: String {
        switch kind {
        case .text(let text):
            return text.runs.map(\.string).joined()
        case .image(let image):
            return image.label ?? ""
        case .textField(let field):
            return field.text
        default:
            return children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }
}
