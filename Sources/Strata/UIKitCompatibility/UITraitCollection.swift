/// Light or dark appearance, in UIKit's spelling.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits a dynamic UIKit color is resolved for.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    /// Whether the window is in the foreground (iPad and Mac windows can be inactive).
    public let activeAppearance: UIUserInterfaceActiveAppearance

    /// Traits that specify nothing (every trait unspecified, as UIKit's empty collection).
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, activeAppearance: .active)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, activeAppearance: .active)
    }

    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(userInterfaceStyle: .unspecified, activeAppearance: activeAppearance)
    }

    private init(userInterfaceStyle: UIUserInterfaceStyle, activeAppearance: UIUserInterfaceActiveAppearance) {
        self.userInterfaceStyle = userInterfaceStyle
        self.activeAppearance = activeAppearance
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 3
    }

    /// The traits a page is rendered with: a phone in light appearance.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Whether a window's content draws as active (foreground) or inactive.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1, inactive, active
}

/// Compact or regular size, in UIKit's spelling.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

extension UIColor {
    /// A color that depends on traits (`UIColor { $0.userInterfaceStyle == .dark ? … : … }`): its
    /// light and dark colors, drawn as the appearance the view is shown in asks.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(light == dark ? light : Color._adaptive(light: light, dark: dark))
    }

    /// The color for specific traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color._resolvingAppearance(traitCollection.userInterfaceStyle == .dark ? .dark : .light))
    }
}
