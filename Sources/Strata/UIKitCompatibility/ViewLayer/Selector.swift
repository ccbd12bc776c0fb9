import Foundation

/// The name of an Objective-C method, for target-action APIs. Linux has no Objective-C runtime, so
/// `#selector(...)` does not compile; a selector made from a string is kept and never sent.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

extension NotificationCenter {
    /// Registers `observer`'s method named `selector` for a notification. Linux has no Objective-C
    /// runtime to send it, so the registration is accepted and the method is never called; the
    /// block-based `addObserver(forName:object:queue:using:)` delivers notifications.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
