/// An alignment along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    /// 0 leading, 0.5 center, 1 trailing.
    public let fraction: CGFloat
    init(fraction: CGFloat) { self.fraction = fraction }

    /// A custom alignment. Guides are not measured on the web, so it sits where its default value
    /// puts it on a view (`context[.bottom]` is the bottom).
    public init(_ id: any AlignmentID.Type) {
        fraction = _AlignmentDefault.fraction(of: id, horizontal: true)
    }

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

    /// A custom alignment. Guides are not measured on the web, so it sits where its default value
    /// puts it on a view (`context[.bottom]` is the bottom).
    public init(_ id: any AlignmentID.Type) {
        self.init(fraction: _AlignmentDefault.fraction(of: id, horizontal: false))
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
    /// Centered horizontally, on the first line's text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centered horizontally, on the last line's text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first line's text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last line's text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first line's text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last line's text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// How text lines align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Names a custom alignment: its default value is where it sits on a view without an
/// `alignmentGuide` for it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Where a custom alignment's default value falls, as a fraction of a view's size.
enum _AlignmentDefault {
    static func fraction(of id: any AlignmentID.Type, horizontal: Bool) -> CGFloat {
        let side: CGFloat = 100
        let value = id.defaultValue(in: ViewDimensions(width: side, height: side)) / side
        return value.isFinite ? min(max(value, 0), 1) : 0.5
    }
}
