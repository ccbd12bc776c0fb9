// The app's layout direction in UIKit's spelling, which layout code reads to mirror geometry.

/// Whether the interface is laid out left to right or right to left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

extension UIApplication {
    /// The app's layout direction: left to right, the direction of a page's default environment
    /// (a view's own direction is its `layoutDirection` environment value).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        EnvironmentValues().layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
