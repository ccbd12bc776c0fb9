/// Places views behind or in front of content, sized to the content.
nonisolated public struct _LayerModifier<Layer: View>: ViewModifier {
    @usableFromInline let layer: Layer
    @usableFromInline let alignment: Alignment
    @usableFromInline let isOverlay: Bool
    public typealias Body = Never

    @usableFromInline
    init(layer: Layer, alignment: Alignment, isOverlay: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    @inlinable
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        var layerOutputs = _ViewOutputs()
        var layerInputs = inputs.child(modifier.isOverlay ? -2 : -1)
        if Layer.self is any _ReadsGeometry.Type {
            // A geometry reader behind or over the content reads the content's size.
            let proposal = layerInputs.environment.geometryEstimate
            layerInputs.environment.geometryEstimate = RenderNode.layerProposal(for: outputs.nodes[start...], within: proposal)
        }
        Layer._makeView(modifier.layer, inputs: layerInputs, outputs: &layerOutputs)
        let layer = RenderLayer(alignment: modifier.alignment, nodes: layerOutputs.nodes)
        outputs.apply(modifier.isOverlay ? .overlay(layer) : .background(layer), from: start)
    }
}

/// A shape filled with a style, used by `background(_:in:)` and friends.
nonisolated struct _StyledShapeLayer<S: Shape, Style: ShapeStyle>: View {
    let shape: S
    let style: Style
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = RenderShape(geometry: view.shape._geometry, fill: view.style._paint(in: inputs.environment), stroke: nil)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .shape(shape)))
    }
}

nonisolated extension View {
    /// Layers a view behind this view (the older, pre-iOS 15 form).
    @_disfavoredOverload
    @inlinable
    public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, alignment: alignment, isOverlay: false))
    }

    /// Layers the views that `content` builds behind this view.
    @inlinable
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: false))
    }

    /// Fills the view's frame with a style behind it.
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(style, in: Rectangle())
    }

    /// Fills a shape with the background style behind the view.
    public consuming func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color.system("background"), in: shape)
    }

    /// Fills a shape with a style behind the view.
    public consuming func background<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_LayerModifier(layer: _StyledShapeLayer(shape: shape, style: style), alignment: .center, isOverlay: false))
    }

    /// Layers a view in front of this view (the older form).
    @_disfavoredOverload
    @inlinable
    public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the views that `content` builds in front of this view.
    @inlinable
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: true))
    }

    /// Fills the view's frame with a style in front of it.
    public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(style, in: Rectangle())
    }

    /// Fills a shape with a style in front of the view.
    public consuming func overlay<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_LayerModifier(layer: _StyledShapeLayer(shape: shape, style: style), alignment: .center, isOverlay: true))
    }
}
