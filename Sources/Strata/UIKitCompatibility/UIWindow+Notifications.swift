import Foundation

// The notifications UIKit posts about windows. A server shows no windows of its own; a window made
// by code posts the key-window ones when `makeKey()` changes the key window.
extension UIWindow {
    /// Posted with the window as object when it becomes the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted with the window as object when it stops being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible (not posted on a server).
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden (not posted on a server).
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
}
