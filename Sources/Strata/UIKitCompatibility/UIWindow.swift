/// A window, in UIKit's spelling. A server has none: `UIApplication.shared.windows` is empty,
/// so code that asks for the key window's safe area gets its fallback.
open class UIWindow: UIView {
    open var isKeyWindow: Bool { false }
    open var rootViewController: UIViewController?
    open var windowScene: UIWindowScene?
    open func makeKeyAndVisible() {}
}

/// A scene (UIKit's). A server has none.
@MainActor @preconcurrency
open class UIScene: Hashable {
    /// Whether the scene is in the foreground.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .unattached }

    public init() {}

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene with windows (UIKit's). A server has none.
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var screen: UIScreen { .main }
}
