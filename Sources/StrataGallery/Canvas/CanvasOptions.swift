import Foundation
import Strata

/// How the gallery shows a preview, read from and written to the page's URL query, so a link
/// shows exactly the same canvas: `?width=320&scheme=dark&type=accessibility3&dir=rtl&locale=de_DE`.
struct CanvasOptions: Hashable, Sendable {
    /// The canvas width: a phone by default.
    enum Width: String, CaseIterable, Sendable {
        case small = "320", phone = "390", large = "430", tablet = "ipad", fit = "fit"

        var title: String {
            switch self {
            case .small: return "320"
            case .phone: return "390"
            case .large: return "430"
            case .tablet: return "iPad"
            case .fit: return "Fit"
            }
        }

        /// Width and height in points, portrait; nil for size-that-fits.
        var size: (width: Double, height: Double)? {
            switch self {
            case .small: return (320, 568)
            case .phone: return (390, 844)
            case .large: return (430, 932)
            case .tablet: return (820, 1180)
            case .fit: return nil
            }
        }
    }

    /// Nil when the URL does not choose: the preview's traits decide, else a phone.
    var width: Width?
    var colorScheme: ColorScheme = .light
    var dynamicTypeSize: DynamicTypeSize = .large
    var layoutDirection: LayoutDirection = .leftToRight
    var locale: String?
    /// Thumbnails keep the width of a device but not its height.
    var isThumbnail = false

    static let dynamicTypeSizes: [DynamicTypeSize] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]
    static let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "ar_SA"]

    init() {}

    /// Reads the options from query parameters; unknown values are ignored.
    init(query: [String: String]) {
        width = query["width"].flatMap(Width.init(rawValue:))
        if query["scheme"] == "dark" { colorScheme = .dark }
        if let type = query["type"], let size = Self.dynamicTypeSizes.first(where: { Self.name(of: $0) == type }) { dynamicTypeSize = size }
        if query["dir"] == "rtl" { layoutDirection = .rightToLeft }
        if let locale = query["locale"], Self.locales.contains(locale) { self.locale = locale }
    }

    /// The query for these options, leaving out defaults (`""` when all are defaults).
    var query: String {
        var items: [String] = []
        if let width { items.append("width=\(width.rawValue)") }
        if colorScheme == .dark { items.append("scheme=dark") }
        if dynamicTypeSize != .large { items.append("type=\(Self.name(of: dynamicTypeSize))") }
        if layoutDirection == .rightToLeft { items.append("dir=rtl") }
        if let locale { items.append("locale=\(locale)") }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }

    /// The appearance, Dynamic Type size, direction and locale as a preview variant.
    var variant: PreviewVariant {
        PreviewVariant(
            colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
            locale: Locale(identifier: locale ?? "en_US")
        )
    }

    /// A copy with one change.
    func with(_ change: (inout CanvasOptions) -> Void) -> CanvasOptions {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of a Dynamic Type size in URLs and menus (`accessibility3`).
    static func name(of size: DynamicTypeSize) -> String {
        String(describing: size)
    }

    /// The canvas size for `traits`: an explicit width wins, then a fixed or size-that-fits
    /// trait, then a phone (turned for landscape traits).
    func canvasSize(for traits: [PreviewTrait<Preview.ViewTraits>]) -> (width: Double, height: Double)? {
        let landscape = traits.isLandscape
        func oriented(_ size: (width: Double, height: Double)?) -> (width: Double, height: Double)? {
            guard let size else { return nil }
            return landscape ? (size.height, size.width) : size
        }
        let size: (width: Double, height: Double)?
        if let width {
            size = oriented(width.size)
        } else {
            switch traits.canvasLayout {
            case .fixed(let width, let height): size = (Double(width), Double(height))
            case .sizeThatFits: size = nil
            case .device: size = oriented(Width.phone.size)
            }
        }
        return isThumbnail ? size.map { ($0.width, 0) } : size
    }
}
