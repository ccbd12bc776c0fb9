// Environment values a device provides. A server has no device, so each has the value of a
// typical phone in the foreground with default accessibility settings, and can be set with
// `.environment` like any other value.

/// Whether the app's scene is in the foreground.
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing is under way.
    public var isEditing: Bool { self != .inactive }
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The scene's phase: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Pixels per point: 2 unless set.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel in points.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    /// Whether the user asked for less motion (false unless set).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (false unless set).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked not to rely on color alone (false unless set).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether colors are inverted (false unless set).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running (false unless set).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// The calendar of the environment: the server's current calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone of the environment: the server's current zone unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The edit mode of a list, if any.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether a search field in this view is being used (false unless set).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
