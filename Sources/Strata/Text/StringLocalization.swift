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
#endif
