/// The direction in which an app lays out its interface, as UIKit reports it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

extension UIApplication {
    /// The app's layout direction. Strata's pages follow the environment's `layoutDirection`
    /// per view; the app as a whole reads left to right, UIKit's default.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

/// How a view's content is flipped for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// The direction this view lays out its content: left to right, as the app does.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The direction a view lays out content with a semantic attribute.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
