nonisolated extension View {
    /// Places the center of the view at `position` in its parent's coordinates; the view then
    /// takes all the space offered, as in SwiftUI. The center is found from the estimated size
    /// of the view (a server does not measure).
    public consuming func position(_ position: CGPoint) -> some View {
        modifier(_PositionModifier(position: position))
    }

    /// Places the center of the view at (`x`, `y`) in its parent's coordinates.
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// Positions content by its estimated center inside a flexible top-leading frame.
nonisolated public struct _PositionModifier: ViewModifier {
    let position: CGPoint
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        for index in start..<outputs.nodes.count {
            let size = outputs.nodes[index].estimatedSize
            outputs.nodes[index].effects.append(.offset(CGSize(width: modifier.position.x - size.width / 2, height: modifier.position.y - size.height / 2)))
            outputs.nodes[index].effects.append(.frame(RenderFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
        }
    }
}
