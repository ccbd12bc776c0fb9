/// A font: a dynamic text style, a system font of a size, or a named custom font, with traits.
public struct Font: Hashable, Sendable {
    /// What the font is based on.
    public enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    public var base: Base
    public var weight: Weight?
    public var design: Design?
    public var isItalic = false
    public var isMonospacedDigit = false
    public var isSmallCaps = false
    /// The Dynamic Type size that text styles and relative custom fonts are sized for; the
    /// environment's `dynamicTypeSize` when the font was resolved for a view.
    public var dynamicTypeSize: DynamicTypeSize = .large

    @usableFromInline
    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// Dynamic type styles, with Apple's default (large) sizes.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default dynamic type size.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Line height at the default dynamic type size.
        public var lineHeight: CGFloat {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// The weight the style has unless overridden.
        public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Font weights, with their CSS numeric values.
    public struct Weight: Hashable, Sendable {
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { with { $0.isItalic = true } }
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }
    public func smallCaps() -> Font { with { $0.isSmallCaps = true } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    /// The size in points at the font's `dynamicTypeSize` (fixed sizes do not scale).
    public var pointSize: CGFloat {
        switch base {
        case .textStyle(let style): style.pointSize(at: dynamicTypeSize)
        case .system(let size): size
        case .custom(_, let size, let relativeTo?): Self.scaled(size, like: relativeTo, at: dynamicTypeSize)
        case .custom(_, let size, nil): size
        }
    }

    /// The line height of a text style at the font's `dynamicTypeSize`; nil for other fonts.
    public var textStyleLineHeight: CGFloat? {
        guard case .textStyle(let style) = base else { return nil }
        return style.lineHeight(at: dynamicTypeSize)
    }

    /// The font as text of the given Dynamic Type size shows it.
    public func sized(for size: DynamicTypeSize) -> Font { with { $0.dynamicTypeSize = size } }

    /// A size relative to `style`, scaled as the style scales, rounded to a tenth of a point.
    private static func scaled(_ size: CGFloat, like style: TextStyle, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard dynamicTypeSize != .large else { return size }
        return (size * style.pointSize(at: dynamicTypeSize) / style.pointSize * 10).rounded() / 10
    }

    /// The weight the font renders with.
    public var resolvedWeight: Weight {
        if let weight { return weight }
        if case .textStyle(let style) = base { return style.defaultWeight }
        return .regular
    }
}
