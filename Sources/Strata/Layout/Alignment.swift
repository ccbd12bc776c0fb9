/// An alignment along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    /// 0 leading, 0.5 center, 1 trailing.
    public let fraction: CGFloat
    init(fraction: CGFloat) { self.fraction = fraction }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    /// 0 top, 0.5 center, 1 bottom; baselines are marked separately.
    public let fraction: CGFloat
    public let isBaseline: Bool
    init(fraction: CGFloat, isBaseline: Bool = false) {
        self.fraction = fraction
        self.isBaseline = isBaseline
    }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0, isBaseline: true)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, isBaseline: true)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How text lines align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
