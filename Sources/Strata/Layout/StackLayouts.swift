/// A horizontal stack as a `Layout`, for switching layouts with `AnyLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _StackMath.size(subviews, horizontal: true, spacing: spacing ?? 8)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackMath.place(subviews, in: bounds, horizontal: true, spacing: spacing ?? 8, crossFraction: alignment.fraction)
    }

    public var _renderStack: RenderStack? {
        RenderStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
}

/// A vertical stack as a `Layout`, for switching layouts with `AnyLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _StackMath.size(subviews, horizontal: false, spacing: spacing ?? 8)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackMath.place(subviews, in: bounds, horizontal: false, spacing: spacing ?? 8, crossFraction: alignment.fraction)
    }

    public var _renderStack: RenderStack? {
        RenderStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }
}

/// An overlaying stack as a `Layout`, for switching layouts with `AnyLayout`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let fit = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, fit.width), height: max(size.height, fit.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        let point = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        for subview in subviews { subview.place(at: point, anchor: anchor, proposal: proposal) }
    }

    public var _renderStack: RenderStack? { RenderStack(axis: .depth, alignment: alignment, spacing: 0) }
}

/// Shared arithmetic of the stack layouts.
enum _StackMath {
    static func size(_ subviews: LayoutSubviews, horizontal: Bool, spacing: CGFloat) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = spacing * CGFloat(max(sizes.count - 1, 0))
        if horizontal {
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }

    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, horizontal: Bool, spacing: CGFloat, crossFraction: CGFloat) {
        var position = horizontal ? bounds.minX : bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if horizontal {
                let y = bounds.minY + (bounds.height - size.height) * crossFraction
                subview.place(at: CGPoint(x: position, y: y), proposal: ProposedViewSize(size))
                position += size.width + spacing
            } else {
                let x = bounds.minX + (bounds.width - size.width) * crossFraction
                subview.place(at: CGPoint(x: x, y: position), proposal: ProposedViewSize(size))
                position += size.height + spacing
            }
        }
    }
}

/// A type-erased `Layout`: switch between layouts and keep the subviews' identity.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: Self.makeCache(base, subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.value = Self.makeCache(base, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(base, proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(base, bounds, proposal, subviews, &cache.value)
    }

    public var _renderStack: RenderStack? { base._renderStack }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?) -> CGSize {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    private static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?) {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
}
