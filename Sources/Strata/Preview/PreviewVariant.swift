/// One way of showing a preview: an appearance, a Dynamic Type size, a layout direction, a
/// locale, or several of them combined. Galleries show variants side by side; snapshot tests
/// record each preview once per variant.
///
/// ```swift
/// let variant = PreviewVariant.dark.combined(with: .rightToLeft).combined(with: .accessibility3)
/// variant.id                          // "dark+rtl+accessibility3"
/// PreviewVariant(id: variant.id)      // the same variant
/// variant.apply(to: MyCard())         // the card as that variant shows it
/// ```
public struct PreviewVariant: Hashable, Sendable, Identifiable {
    /// The appearance, or nil to keep the surrounding one.
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size, or nil to keep the surrounding one.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction, or nil to keep the surrounding one.
    public var layoutDirection: LayoutDirection?
    /// The locale formatters in the view read, or nil to keep the surrounding one.
    public var locale: Locale?

    public init(
        colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
        layoutDirection: LayoutDirection? = nil, locale: Locale? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    // MARK: Built-in variants

    public static let light = PreviewVariant(colorScheme: .light)
    public static let dark = PreviewVariant(colorScheme: .dark)
    public static let leftToRight = PreviewVariant(layoutDirection: .leftToRight)
    public static let rightToLeft = PreviewVariant(layoutDirection: .rightToLeft)

    public static let xSmall = dynamicType(.xSmall)
    public static let small = dynamicType(.small)
    public static let medium = dynamicType(.medium)
    public static let large = dynamicType(.large)
    public static let xLarge = dynamicType(.xLarge)
    public static let xxLarge = dynamicType(.xxLarge)
    public static let xxxLarge = dynamicType(.xxxLarge)
    public static let accessibility1 = dynamicType(.accessibility1)
    public static let accessibility2 = dynamicType(.accessibility2)
    public static let accessibility3 = dynamicType(.accessibility3)
    public static let accessibility4 = dynamicType(.accessibility4)
    public static let accessibility5 = dynamicType(.accessibility5)

    /// Every Dynamic Type size, from xSmall to accessibility5.
    public static var allDynamicTypeSizes: [PreviewVariant] { DynamicTypeSize.allCases.map(dynamicType) }

    /// Text at the Dynamic Type size `size`.
    public static func dynamicType(_ size: DynamicTypeSize) -> PreviewVariant {
        PreviewVariant(dynamicTypeSize: size)
    }

    /// Formatting for the locale `identifier` ("de_DE", "ar_EG", ...).
    public static func locale(_ identifier: String) -> PreviewVariant {
        PreviewVariant(locale: Locale(identifier: identifier))
    }

    /// This variant with the fields `other` sets replacing this one's.
    public func combined(with other: PreviewVariant) -> PreviewVariant {
        PreviewVariant(
            colorScheme: other.colorScheme ?? colorScheme,
            dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize,
            layoutDirection: other.layoutDirection ?? layoutDirection,
            locale: other.locale ?? locale
        )
    }

    // MARK: Identity

    /// Stable and URL-safe: "light", "dark", "xSmall" … "accessibility5", "rtl", "ltr",
    /// "locale-de_DE"; combined variants join their parts with "+" in that order, e.g.
    /// "dark+rtl+accessibility3". The variant that sets nothing is "default".
    public var id: String {
        let parts = self.parts.map(\.id)
        return parts.isEmpty ? "default" : parts.joined(separator: "+")
    }

    /// A title for people: "Dark", "Accessibility 3", "Right to left", "de_DE"; combined
    /// variants join their parts' titles with ", ".
    public var title: String {
        let parts = self.parts.map(\.title)
        return parts.isEmpty ? "Default" : parts.joined(separator: ", ")
    }

    /// Parses any `id` this type produces, including combined ones; nil for anything else.
    public init?(id: String) {
        self.init()
        if id == "default" { return }
        for token in id.split(separator: "+", omittingEmptySubsequences: false) {
            guard let part = Self.part(String(token)) else { return nil }
            self = combined(with: part)
        }
    }

    private var parts: [(id: String, title: String)] {
        var parts: [(id: String, title: String)] = []
        if let colorScheme { parts.append(colorScheme == .dark ? ("dark", "Dark") : ("light", "Light")) }
        if let layoutDirection {
            parts.append(layoutDirection == .rightToLeft ? ("rtl", "Right to left") : ("ltr", "Left to right"))
        }
        if let dynamicTypeSize { parts.append((dynamicTypeSize.variantID, dynamicTypeSize.variantTitle)) }
        if let locale {
            let identifier = Self.urlSafe(locale.identifier)
            parts.append(("locale-" + identifier, identifier))
        }
        return parts
    }

    private static func part(_ token: String) -> PreviewVariant? {
        switch token {
        case "light": return .light
        case "dark": return .dark
        case "ltr": return .leftToRight
        case "rtl": return .rightToLeft
        default: break
        }
        if token.hasPrefix("locale-") {
            let identifier = String(token.dropFirst("locale-".count))
            guard !identifier.isEmpty, urlSafe(identifier) == identifier else { return nil }
            return .locale(identifier)
        }
        guard let size = DynamicTypeSize.allCases.first(where: { $0.variantID == token }) else { return nil }
        return .dynamicType(size)
    }

    /// Letters, digits, "_" and "-" are kept; anything else becomes "_".
    private static func urlSafe(_ identifier: String) -> String {
        String(identifier.map { character in
            character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-") ? character : "_"
        })
    }
}

extension DynamicTypeSize {
    /// The case name, as in Swift: "xSmall", "accessibility3".
    var variantID: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    var variantTitle: String {
        switch self {
        case .xSmall: "Extra Small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "Extra Large"
        case .xxLarge: "Extra Extra Large"
        case .xxxLarge: "Extra Extra Extra Large"
        case .accessibility1: "Accessibility 1"
        case .accessibility2: "Accessibility 2"
        case .accessibility3: "Accessibility 3"
        case .accessibility4: "Accessibility 4"
        case .accessibility5: "Accessibility 5"
        }
    }
}
