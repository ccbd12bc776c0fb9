/// Shows the first of its children that fits the available space.
///
/// A server does not measure: each child's size is estimated (see `Layout`) and compared with the
/// `geometryEstimate` environment value along the constrained axes; the last child is shown when
/// none fits.
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var candidates = _ViewOutputs()
        Content._makeView(view.content, inputs: inputs.child(0), outputs: &candidates)
        let space = inputs.environment.geometryEstimate
        let chosen = candidates.nodes.first { node in
            let size = node.estimatedSize
            return (!view.axes.contains(.horizontal) || size.width <= space.width)
                && (!view.axes.contains(.vertical) || size.height <= space.height)
        } ?? candidates.nodes.last
        if let chosen { outputs.nodes.append(chosen) }
    }
}
