/// A type that defines the geometry of a collection of views.
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { ... }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
/// }
///
/// FlowLayout(spacing: 6) { ForEach(tags, id: \.self) { Chip($0) } }
/// ```
///
/// On the web a browser does the final layout. Strata runs the layout once with estimated subview
/// sizes (see `LayoutSubview`), reads the spacing and direction of the placements it makes, and
/// renders the subviews in a wrapping flex container with those gaps: flow layouts, the common
/// case, come out right at every width. Layouts that place views at arbitrary points (radial,
/// overlapping) are rendered as a wrapping row too.
public protocol Layout: Animatable {
    /// Per-layout data computed once from the subviews.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout container.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The preferred spacing of the container.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The position of a horizontal alignment guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical alignment guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Renderer hook: a built-in stack form for the layout, or nil for a custom layout.
    var _renderStack: RenderStack? { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    public var _renderStack: RenderStack? { nil }

    /// Arranges `content` with this layout: `FlowLayout(spacing: 8) { ... }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A `Layout` applied to content, as a view.
nonisolated public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let collector = _LayoutValueCollector()
        var childInputs = inputs.child(0)
        childInputs.environment._layoutValueCollector = collector
        var children = _ViewOutputs()
        inputs.pass.readingOutputs { Content._makeView(view.content, inputs: childInputs, outputs: &children) }
        let stack = view.layout._renderStack
            ?? estimatedStack(view.layout, nodes: children.nodes, values: collector, width: inputs.environment.geometryEstimate.width)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .stack(stack), children: children.nodes))
    }

    /// Runs `layout` against estimated sizes and derives a wrapping stack from its placements.
    static func estimatedStack(_ layout: L, nodes: [RenderNode], values: _LayoutValueCollector, width: CGFloat) -> RenderStack {
        let placements = _LayoutPlacements()
        let subviews = LayoutSubviews(nodes.enumerated().map { index, node in
            var priority = 0.0
            for case .layoutPriority(let value) in node.effects { priority = value }
            return LayoutSubview(
                index: index, estimate: node.estimatedSize, isFlexible: node.isFlexibleEstimate,
                values: values.values[node.id] ?? [:], placements: placements, priority: priority
            )
        })
        var cache = layout.makeCache(subviews: subviews)
        let proposal = ProposedViewSize(width: width, height: nil)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = CGRect(origin: .zero, size: CGSize(width: size.width.isFinite ? size.width : width, height: size.height.isFinite ? size.height : 0))
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return _LayoutAnalysis(frames: (0..<nodes.count).compactMap { placements.frames[$0] }).stack
    }
}

/// What a layout's placements say about its direction and gaps.
struct _LayoutAnalysis {
    let frames: [CGRect]

    var stack: RenderStack {
        var sameRow: [CGFloat] = []
        var sameColumn: [CGFloat] = []
        var rowBreaks: [CGFloat] = []
        var lineBottom = frames.first?.maxY ?? 0
        for (previous, next) in zip(frames, frames.dropFirst()) {
            if abs(previous.minY - next.minY) < 0.5, next.minX >= previous.maxX - 0.5 {
                sameRow.append(next.minX - previous.maxX)
                lineBottom = max(lineBottom, next.maxY)
            } else if abs(previous.minX - next.minX) < 0.5, next.minY >= previous.maxY - 0.5 {
                sameColumn.append(next.minY - previous.maxY)
            } else if next.minY >= lineBottom - 0.5 {
                rowBreaks.append(next.minY - lineBottom)
                lineBottom = next.maxY
            }
        }
        var stack = RenderStack(axis: .horizontal, alignment: .topLeading, spacing: nil)
        stack.wraps = true
        if sameColumn.count > sameRow.count {
            stack.axis = .vertical
            stack.spacing = Self.typical(sameColumn)
        } else {
            stack.spacing = Self.typical(sameRow) ?? (frames.isEmpty ? nil : 0)
            stack.lineSpacing = Self.typical(rowBreaks)
        }
        return stack
    }

    /// The most common gap, rounded to a tenth of a point.
    static func typical(_ gaps: [CGFloat]) -> CGFloat? {
        let rounded = gaps.map { max(0, ($0 * 10).rounded() / 10) }
        var counts: [CGFloat: Int] = [:]
        for gap in rounded { counts[gap, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}
