/// A color in AppKit's spelling, for the macOS branches of packages; it wraps a SwiftUI `Color`.
/// It is a class of its own (not `UIColor`), so a package may extend both.
public final class NSColor: Hashable, @unchecked Sendable {
    /// The SwiftUI color this AppKit color stands for.
    public let color: Color

    init(color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
    }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: white, opacity: alpha))
    }
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
    }
    public convenience init?(named name: String) { self.init(color: Color(name)) }
    public convenience init(_ color: Color) { self.init(color: color) }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(color: color.opacity(alpha)) }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // Semantic colors.
    public static var labelColor: NSColor { NSColor(color: .primary) }
    public static var secondaryLabelColor: NSColor { NSColor(color: .secondary) }
    public static var tertiaryLabelColor: NSColor { NSColor(color: .system("tertiary")) }
    public static var quaternaryLabelColor: NSColor { NSColor(color: .system("quaternary")) }
    public static var textColor: NSColor { NSColor(color: .primary) }
    public static var placeholderTextColor: NSColor { NSColor(color: .system("tertiary")) }
    public static var separatorColor: NSColor { NSColor(color: .system("separator")) }
    public static var gridColor: NSColor { NSColor(color: .system("separator")) }
    public static var linkColor: NSColor { NSColor(color: .accentColor) }
    public static var controlAccentColor: NSColor { NSColor(color: .accentColor) }
    public static var windowBackgroundColor: NSColor { NSColor(color: .system("background")) }
    public static var underPageBackgroundColor: NSColor { NSColor(color: .system("secondaryBackground")) }
    public static var controlBackgroundColor: NSColor { NSColor(color: .system("background")) }
    public static var textBackgroundColor: NSColor { NSColor(color: .system("background")) }
    public static var controlColor: NSColor { NSColor(color: .system("fill")) }
    public static var selectedContentBackgroundColor: NSColor { NSColor(color: .accentColor) }

    // Standard colors.
    public static var systemRed: NSColor { NSColor(color: .red) }
    public static var systemOrange: NSColor { NSColor(color: .orange) }
    public static var systemYellow: NSColor { NSColor(color: .yellow) }
    public static var systemGreen: NSColor { NSColor(color: .green) }
    public static var systemMint: NSColor { NSColor(color: .mint) }
    public static var systemTeal: NSColor { NSColor(color: .teal) }
    public static var systemCyan: NSColor { NSColor(color: .cyan) }
    public static var systemBlue: NSColor { NSColor(color: .blue) }
    public static var systemIndigo: NSColor { NSColor(color: .indigo) }
    public static var systemPurple: NSColor { NSColor(color: .purple) }
    public static var systemPink: NSColor { NSColor(color: .pink) }
    public static var systemBrown: NSColor { NSColor(color: .brown) }
    public static var systemGray: NSColor { NSColor(color: .gray) }
    public static var black: NSColor { NSColor(color: .black) }
    public static var white: NSColor { NSColor(color: .white) }
    public static var clear: NSColor { NSColor(color: .clear) }
    public static var red: NSColor { NSColor(color: .red) }
    public static var green: NSColor { NSColor(color: .green) }
    public static var blue: NSColor { NSColor(color: .blue) }
    public static var gray: NSColor { NSColor(color: .gray) }
    public static var orange: NSColor { NSColor(color: .orange) }
    public static var yellow: NSColor { NSColor(color: .yellow) }
}

extension Color {
    /// The SwiftUI color an AppKit color stands for. Disfavored, so that `Color(.gray)` means the
    /// UIKit color, as on iOS, rather than being ambiguous on Linux, which has both.
    @_disfavoredOverload
    public init(_ color: NSColor) { self = color.color }
    /// The SwiftUI color an AppKit color stands for.
    public init(nsColor: NSColor) { self = nsColor.color }
}
