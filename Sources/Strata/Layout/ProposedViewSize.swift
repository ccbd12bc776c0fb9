/// A proposal for the size of a view, used by `Layout`: nil in a dimension means "your ideal size".
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with nil dimensions replaced by `size`'s (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The offset of a horizontal alignment guide from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// The offset of a vertical alignment guide from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
    /// An explicitly set guide; Strata has none, so this is the implicit value.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[guide] }
    /// An explicitly set guide; Strata has none, so this is the implicit value.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[guide] }
}

/// The preferred spacing around a view, used by `Layout`.
///
/// Strata uses the platform's default spacing (8 points) between any two views.
public struct ViewSpacing: Sendable {
    var isZero: Bool

    /// Default spacing on every edge.
    public init() { isZero = false }

    /// No spacing on any edge.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.isZero = true
        return spacing
    }()

    /// Merges another view's spacing into this one, keeping the larger value on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        isZero = isZero && other.isZero
    }

    /// The merged spacing of this and another view.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero && next.isZero ? 0 : 8
    }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of a stack-like layout, or nil.
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}
