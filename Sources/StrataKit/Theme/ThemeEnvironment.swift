import SwiftUI

private struct StrataThemeKey: EnvironmentKey {
    static let defaultValue = StrataTheme.standard
}

extension EnvironmentValues {
    /// The StrataKit theme of this subtree.
    public var strataTheme: StrataTheme {
        get { self[StrataThemeKey.self] }
        set { self[StrataThemeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies a StrataKit theme to this subtree.
    public func strataTheme(_ theme: StrataTheme) -> some View {
        environment(\.strataTheme, theme)
    }
}

/// Reads the theme's palette for the current appearance.
struct ThemePalette: DynamicProperty {
    @Environment(\.strataTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var palette: StrataTheme.Palette { theme.palette(for: colorScheme) }
    var tokens: StrataTheme { theme }
}
