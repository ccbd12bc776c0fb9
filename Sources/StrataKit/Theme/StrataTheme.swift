import SwiftUI

/// Design tokens: colors (light and dark), typography, spacing and corner radii.
///
/// Themes live in the environment, per subtree: two parts of one page can use different themes.
///
/// ```swift
/// CheckoutScreen().strataTheme(.ocean)
/// ```
public struct StrataTheme: Sendable, Hashable {
    /// Colors for one appearance.
    public struct Palette: Sendable, Hashable {
        public var accent: Color
        public var surface: Color
        public var onSurface: Color
        public var secondaryText: Color
        public var destructive: Color
        public var border: Color
        public var shadow: Color

        public init(accent: Color, surface: Color, onSurface: Color, secondaryText: Color, destructive: Color, border: Color, shadow: Color) {
            self.accent = accent
            self.surface = surface
            self.onSurface = onSurface
            self.secondaryText = secondaryText
            self.destructive = destructive
            self.border = border
            self.shadow = shadow
        }
    }

    public struct Typography: Sendable, Hashable {
        public var title: Font
        public var body: Font
        public var caption: Font
        public init(title: Font, body: Font, caption: Font) {
            self.title = title
            self.body = body
            self.caption = caption
        }
    }

    public struct Spacing: Sendable, Hashable {
        public var small: CGFloat
        public var medium: CGFloat
        public var large: CGFloat
        public init(small: CGFloat, medium: CGFloat, large: CGFloat) {
            self.small = small
            self.medium = medium
            self.large = large
        }
    }

    public struct Radii: Sendable, Hashable {
        public var small: CGFloat
        public var large: CGFloat
        public init(small: CGFloat, large: CGFloat) {
            self.small = small
            self.large = large
        }
    }

    public var name: String
    public var light: Palette
    public var dark: Palette
    public var typography: Typography
    public var spacing: Spacing
    public var radii: Radii

    public init(name: String, light: Palette, dark: Palette, typography: Typography, spacing: Spacing, radii: Radii) {
        self.name = name
        self.light = light
        self.dark = dark
        self.typography = typography
        self.spacing = spacing
        self.radii = radii
    }

    /// The palette for an appearance.
    public func palette(for colorScheme: ColorScheme) -> Palette {
        colorScheme == .dark ? dark : light
    }
}

extension StrataTheme.Palette {
    /// The system colors: grouped surfaces, labels, the accent and red, and separators.
    static func system(shadow: Color) -> Self {
        Self(
            accent: .accentColor, surface: Color(UIColor.secondarySystemGroupedBackground), onSurface: .primary,
            secondaryText: .secondary, destructive: .red, border: Color(UIColor.separator), shadow: shadow
        )
    }
}

extension StrataTheme {
    /// The system look: iOS colors and metrics. Its colors are the system's, which follow the
    /// appearance where the view is shown (on the web, the browser's or the page's), so a card
    /// presented on a dark page is dark even when the server rendered it without knowing.
    public static let standard = StrataTheme(
        name: "Standard",
        light: .system(shadow: Color.black.opacity(0.1)),
        dark: .system(shadow: Color.black.opacity(0.5)),
        typography: Typography(title: .headline, body: .subheadline, caption: .caption),
        spacing: Spacing(small: 8, medium: 15, large: 24),
        radii: Radii(small: 8, large: 20)
    )

    /// A calmer, rounder theme with teal accents and larger type.
    public static let ocean = StrataTheme(
        name: "Ocean",
        light: Palette(
            accent: Color(red: 0, green: 0.42, blue: 0.45), surface: Color(red: 0.94, green: 0.98, blue: 0.98), onSurface: Color(red: 0.02, green: 0.16, blue: 0.2),
            secondaryText: Color(red: 0.17, green: 0.33, blue: 0.36), destructive: Color(red: 0.7, green: 0.1, blue: 0.2),
            border: Color(red: 0.7, green: 0.85, blue: 0.86), shadow: Color(red: 0, green: 0.3, blue: 0.35).opacity(0.18)
        ),
        dark: Palette(
            accent: Color(red: 0.4, green: 0.85, blue: 0.85), surface: Color(red: 0.03, green: 0.15, blue: 0.18), onSurface: Color(red: 0.88, green: 0.97, blue: 0.97),
            secondaryText: Color(red: 0.62, green: 0.8, blue: 0.82), destructive: Color(red: 1, green: 0.55, blue: 0.6),
            border: Color(red: 0.1, green: 0.3, blue: 0.33), shadow: Color.black.opacity(0.5)
        ),
        typography: Typography(title: .system(.title3, design: .rounded, weight: .semibold), body: .system(.body, design: .rounded), caption: .system(.footnote, design: .rounded)),
        spacing: Spacing(small: 10, medium: 18, large: 28),
        radii: Radii(small: 14, large: 28)
    )

    /// The built-in themes.
    public static let all: [StrataTheme] = [.standard, .ocean]
}
