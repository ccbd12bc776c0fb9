/// A font in UIKit's spelling; it wraps a SwiftUI `Font`, so `Font(uiFont)` draws the same font.
public final class UIFont: Hashable, @unchecked Sendable {
    /// The SwiftUI font this UIKit font stands for.
    public let font: Font
    /// The point size.
    public let pointSize: CGFloat
    /// The family or face name.
    public let fontName: String

    init(font: Font, pointSize: CGFloat, fontName: String) {
        self.font = font
        self.pointSize = pointSize
        self.fontName = fontName
    }

    /// A named font (the page must provide it, e.g. with `@font-face`).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName)
    }

    /// Font weights, in UIKit's spelling.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    /// Dynamic type styles, in UIKit's spelling.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize), pointSize: fontSize, fontName: "system")
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight), pointSize: fontSize, fontName: "system")
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize, fontName: "system")
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight, design: .monospaced), pointSize: fontSize, fontName: "system")
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight).monospacedDigit(), pointSize: fontSize, fontName: "system")
    }

    /// The font of a dynamic type style at the default size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: style.style.pointSize, fontName: "system")
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        fontName == "system" ? UIFont.systemFont(ofSize: fontSize) : UIFont(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName)
    }

    /// The line height, estimated as 1.2 × the point size.
    public var lineHeight: CGFloat { pointSize * 1.2 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// The SwiftUI font for a UIKit font (`Font(UIFont.systemFont(ofSize: 14))`).
    public init(_ font: UIFont) {
        self = font.font
    }
}
