import Foundation
import Strata

/// An sRGB color with opacity, for WCAG contrast ratios. Only colors whose value is known from
/// the render tree resolve: RGB colors, and the system colors text and backgrounds default to
/// (primary, secondary, background, secondary background) in the given appearance.
struct ContrastColor: Equatable, Sendable {
    var red: Double, green: Double, blue: Double, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init?(_ paint: Paint, scheme: ColorScheme) {
        switch paint {
        case .color(let color):
            guard let resolved = Self.resolve(color, scheme: scheme) else { return nil }
            self = resolved
        case .hierarchical(let level):
            guard let resolved = Self.system(level == 0 ? "primary" : "secondary", scheme: scheme), level <= 1 else { return nil }
            self = resolved
        case let .opacity(base, opacity):
            guard var resolved = ContrastColor(base, scheme: scheme) else { return nil }
            resolved.alpha *= min(max(opacity, 0), 1)
            self = resolved
        case .tint, .linearGradient, .radialGradient, .angularGradient:
            return nil
        }
    }

    private static func resolve(_ color: Color, scheme: ColorScheme) -> ContrastColor? {
        let color = color._resolvingAppearance(scheme)
        var resolved: ContrastColor
        switch color.definition {
        case let .rgb(red, green, blue): resolved = ContrastColor(red: red, green: green, blue: blue)
        case .system(let name):
            if let system = system(name, scheme: scheme) {
                resolved = system
            } else if paletteNames.contains(name) {
                // Apple's values, which the stylesheet uses too (opacity included).
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                let components = color.resolve(in: environment)
                return ContrastColor(
                    red: Double(components.red), green: Double(components.green),
                    blue: Double(components.blue), alpha: Double(components.opacity)
                )
            } else {
                return nil
            }
        case .asset, .adaptive: return nil
        }
        resolved.alpha *= color.alpha
        return resolved
    }

    /// The values of Strata's stylesheet for the system colors that default text and pages.
    private static func system(_ name: String, scheme: ColorScheme) -> ContrastColor? {
        let dark = scheme == .dark
        switch name {
        case "primary": return dark ? ContrastColor(red: 1, green: 1, blue: 1) : ContrastColor(red: 0, green: 0, blue: 0)
        case "secondary":
            return dark ? ContrastColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
                : ContrastColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        case "background": return dark ? ContrastColor(red: 0, green: 0, blue: 0) : ContrastColor(red: 1, green: 1, blue: 1)
        case "secondaryBackground":
            return dark ? ContrastColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
                : ContrastColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        case "tertiary":
            return dark ? ContrastColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                : ContrastColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        default: return nil
        }
    }

    /// System colors whose stylesheet value is Apple's, as `Color.resolve(in:)` gives it.
    private static let paletteNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "groupedBackground", "secondaryGroupedBackground", "fill", "separator",
    ]

    /// This color drawn over `background` (opaque result when the background is opaque).
    func composited(over background: ContrastColor) -> ContrastColor {
        let a = alpha
        return ContrastColor(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a), alpha: a + background.alpha * (1 - a)
        )
    }

    /// WCAG 2 relative luminance.
    var luminance: Double {
        func channel(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio, 1 to 21.
    func contrastRatio(with other: ContrastColor) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
