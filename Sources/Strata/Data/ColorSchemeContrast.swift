/// The contrast between foreground and background colors: standard, or increased when a person
/// turns on Increase Contrast.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The contrast this view is shown with. As in SwiftUI it is read-only; previews and tests set
    /// `_colorSchemeContrast`, which also marks the rendered subtree so its colors follow
    /// (Apple's Increase Contrast values).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// Sets the contrast for a subtree (`.environment(\._colorSchemeContrast, .increased)`).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
