// UIKit and AppKit views are objects that compare by identity, as `NSObject`s do on Apple
// platforms (`if scrollView != lastScrollView`).

extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSView: Hashable {
    public static func == (lhs: NSView, rhs: NSView) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
