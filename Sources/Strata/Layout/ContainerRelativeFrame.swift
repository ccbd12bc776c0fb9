nonisolated extension View {
    /// Sizes the view relative to its container (the nearest scroll view or the page).
    ///
    /// The container's size is the `geometryEstimate` environment value on a server.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view to `span` of `count` equal parts of its container, separated by `spacing`.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = max(count, 1)
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0))
        }
    }

    /// Sizes the view to the length `length` computes from the container's length on each axis.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// Frames content relative to the estimated container size.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        let container = inputs.environment.geometryEstimate
        let width = modifier.axes.contains(.horizontal) ? max(0, modifier.length(container.width, .horizontal)) : nil
        let height = modifier.axes.contains(.vertical) ? max(0, modifier.length(container.height, .vertical)) : nil
        outputs.apply(.frame(RenderFrame(width: width, height: height, alignment: modifier.alignment)), from: start)
    }
}
