#if !canImport(Darwin)
extension String {
    /// A localizable string with interpolations (Linux Foundation lacks it; a server renders the
    /// development language, so the value is the string itself).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        let value: String

        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: DefaultStringInterpolation) { value = String(stringInterpolation: stringInterpolation) }
    }

    /// The string for a localization key; a server renders the development language, so the key
    /// (with its interpolations) is the value.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.value
    }

    /// The string for a localization key with a default value (the default is the value).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.value
    }
}

/// A localizable string to look up later, in a locale (Foundation's, which Linux's lacks). A
/// server renders the development language, so its value is the default value.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the strings table is.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public let key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.value
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String.LocalizationValue(stringInterpolation: stringInterpolation)) }

    public var description: String { defaultValue.value }
}

extension String {
    /// The string a resource stands for: its default value on a server.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.value
    }
}
#endif

extension Text {
    /// Text showing a localized string resource. Disfavored, so a string literal is a
    /// `LocalizedStringKey` (with its Markdown), as on iOS.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
