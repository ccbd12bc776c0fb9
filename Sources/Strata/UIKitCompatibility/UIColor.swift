// On iOS, `import SwiftUI` also makes UIKit visible, and component code often reaches for a few
// UIKit names (`Color(.systemGray6)`, `UIScreen.main.bounds`, haptics, `UIBezierPath` for rounded
// corners). Strata provides those few names, mapped onto its own colors, shapes and estimates.

/// A color in UIKit's spelling; it wraps a SwiftUI `Color`.
public final class UIColor: Hashable, @unchecked Sendable {
    /// The SwiftUI color this UIKit color stands for.
    public let color: Color

    init(color: Color) {
        self.color = color
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A color from the asset catalog (a `--asset-<name>` CSS variable on the web).
    public init?(named name: String) {
        color = Color(name)
    }

    /// A catalog color from `bundle`, for `traitCollection` (the page resolves light and dark).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The UIKit color for a SwiftUI color.
    public init(_ color: Color) {
        self.color = color
    }

    /// The color with its opacity replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.opacity(Double(alpha)))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // Backgrounds, labels and fills follow the page's appearance.
    public static var systemBackground: UIColor { UIColor(color: .system("background")) }
    public static var secondarySystemBackground: UIColor { UIColor(color: .system("secondaryBackground")) }
    public static var tertiarySystemBackground: UIColor { UIColor(color: .system("background")) }
    public static var systemGroupedBackground: UIColor { UIColor(color: .system("groupedBackground")) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(color: .system("secondaryGroupedBackground")) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(color: .system("secondaryBackground")) }
    public static var label: UIColor { UIColor(color: .primary) }
    public static var secondaryLabel: UIColor { UIColor(color: .secondary) }
    public static var tertiaryLabel: UIColor { UIColor(color: .system("tertiary")) }
    public static var quaternaryLabel: UIColor { UIColor(color: .system("quaternary")) }
    public static var placeholderText: UIColor { UIColor(color: .system("tertiary")) }
    public static var separator: UIColor { UIColor(color: .system("separator")) }
    public static var opaqueSeparator: UIColor { UIColor(color: .system("separator")) }
    public static var link: UIColor { UIColor(color: .accentColor) }
    public static var tintColor: UIColor { UIColor(color: .accentColor) }
    public static var systemFill: UIColor { UIColor(color: .system("fill")) }
    public static var secondarySystemFill: UIColor { UIColor(color: Color.system("fill").opacity(0.8)) }
    public static var tertiarySystemFill: UIColor { UIColor(color: Color.system("fill").opacity(0.6)) }
    public static var quaternarySystemFill: UIColor { UIColor(color: Color.system("fill").opacity(0.45)) }

    // System colors.
    public static var systemRed: UIColor { UIColor(color: .red) }
    public static var systemOrange: UIColor { UIColor(color: .orange) }
    public static var systemYellow: UIColor { UIColor(color: .yellow) }
    public static var systemGreen: UIColor { UIColor(color: .green) }
    public static var systemMint: UIColor { UIColor(color: .mint) }
    public static var systemTeal: UIColor { UIColor(color: .teal) }
    public static var systemCyan: UIColor { UIColor(color: .cyan) }
    public static var systemBlue: UIColor { UIColor(color: .blue) }
    public static var systemIndigo: UIColor { UIColor(color: .indigo) }
    public static var systemPurple: UIColor { UIColor(color: .purple) }
    public static var systemPink: UIColor { UIColor(color: .pink) }
    public static var systemBrown: UIColor { UIColor(color: .brown) }
    public static var systemGray: UIColor { UIColor(color: .gray) }
    public static var systemGray2: UIColor { UIColor(color: Color.gray.opacity(0.8)) }
    public static var systemGray3: UIColor { UIColor(color: Color.gray.opacity(0.6)) }
    public static var systemGray4: UIColor { UIColor(color: Color.gray.opacity(0.45)) }
    public static var systemGray5: UIColor { UIColor(color: Color.gray.opacity(0.3)) }
    public static var systemGray6: UIColor { UIColor(color: Color.gray.opacity(0.15)) }

    // Fixed colors.
    public static var black: UIColor { UIColor(color: .black) }
    public static var white: UIColor { UIColor(color: .white) }
    public static var clear: UIColor { UIColor(color: .clear) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}

extension Color {
    /// A SwiftUI color for a UIKit color: `Color(.systemGray6)`.
    public init(_ color: UIColor) {
        self = color.color
    }

    /// A SwiftUI color for a UIKit color. Disfavored, so an unlabeled reference such as
    /// `uiColors.map(Color.init)` means `init(_:)`, as it does with Apple's SwiftUI.
    @_disfavoredOverload
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}
