/// The size of text content, as chosen in accessibility settings (the iOS 13 spelling of
/// `DynamicTypeSize`).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: true
        default: false
        }
    }
}

extension DynamicTypeSize {
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct SizeCategoryKey: EnvironmentKey { static var defaultValue: ContentSizeCategory { .large } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct DynamicTypeSizeLimitsKey: EnvironmentKey {
    static var defaultValue: (lower: DynamicTypeSize, upper: DynamicTypeSize) { (.xSmall, .accessibility5) }
}

extension EnvironmentValues {
    /// The preferred size of content (stored; text keeps the default size on the web).
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }

    /// The Dynamic Type size: text styles (`.body`, `.title`, ...) and fonts relative to them
    /// take Apple's point sizes for it; fixed sizes do not scale.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The range `dynamicTypeSize(_:)` with a range set: sizes set inside it are clamped into it.
    var dynamicTypeSizeLimits: (lower: DynamicTypeSize, upper: DynamicTypeSize) {
        get { self[DynamicTypeSizeLimitsKey.self] }
        set { self[DynamicTypeSizeLimitsKey.self] = newValue }
    }
}
