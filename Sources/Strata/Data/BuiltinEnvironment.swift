/// The appearance a view is shown in.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// How much space a view takes for its content; Strata keeps it for API parity.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: Paint? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Paint? = nil }
private struct TintIsAccentColorKey: EnvironmentKey { static let defaultValue = false }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct EnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

/// The direction of text and leading/trailing edges.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

extension EnvironmentValues {
    /// The default font of text in the view, set with `.font(_:)`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The foreground paint set with `foregroundStyle`/`foregroundColor`; nil means primary.
    public var foregroundPaint: Paint? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }

    /// The tint paint set with `.tint(_:)`; nil means the accent color.
    public var tintPaint: Paint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Whether `tintPaint` came from `accentColor(_:)`, the app's accent (as an asset catalog's
    /// `AccentColor` sets it), which tints buttons and links but leaves switches green.
    public var _tintIsAccentColor: Bool {
        get { self[TintIsAccentColorKey.self] }
        set { self[TintIsAccentColorKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text that does not fit its line limit is cut: `.tail` unless `truncationMode(_:)` says otherwise.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Whether controls in the view accept interaction; `.disabled(true)` turns it off.
    public var isEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }

    /// Light or dark appearance. Static pages follow the browser's `prefers-color-scheme`
    /// unless a subtree sets this explicitly.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
