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
