extension RenderNode {
    /// The text this node and its descendants present to assistive technology, in order,
    /// separated by spaces (content hidden from accessibility is skipped).
    public var plainText: String {
        for case .accessibility(.hidden(true)) in effects { return "" }
        switch kind {
        case .text(let text):
            return text.content.characters
        case .image(let image):
            return image.label ?? ""
        case .textField(let field):
            return field.text
        default:
            return children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }
}
