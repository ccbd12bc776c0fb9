import Strata

/// A dimension the variants matrix lays side by side.
enum VariantAxis: String, CaseIterable, Sendable {
    case appearance, textSize = "text-size", direction, locale

    var title: String {
        switch self {
        case .appearance: return "Light and dark"
        case .textSize: return "Dynamic Type"
        case .direction: return "Left to right and right to left"
        case .locale: return "Locales"
        }
    }

    /// The canvases of the matrix: `base` changed along this axis, each with its caption.
    func variants(of base: CanvasOptions) -> [(caption: String, options: CanvasOptions)] {
        switch self {
        case .appearance:
            return [("Light", base.with { $0.colorScheme = .light }), ("Dark", base.with { $0.colorScheme = .dark })]
        case .textSize:
            return CanvasOptions.dynamicTypeSizes.map { size in (CanvasOptions.name(of: size), base.with { $0.dynamicTypeSize = size }) }
        case .direction:
            return [("Left to right", base.with { $0.layoutDirection = .leftToRight }), ("Right to left", base.with { $0.layoutDirection = .rightToLeft })]
        case .locale:
            return CanvasOptions.locales.map { locale in (locale, base.with { $0.locale = locale }) }
        }
    }
}
