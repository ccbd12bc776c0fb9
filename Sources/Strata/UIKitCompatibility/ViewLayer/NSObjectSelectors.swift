import Foundation

/// Sending a selector to an object, as code that looks up an Objective-C method at run time does
/// (`responds(to:)`, then `perform(_:with:)`). Linux has no Objective-C runtime, so no object
/// responds to any selector: `responds(to:)` is false and `perform` returns nil, which code that
/// asks first (as it must on Apple platforms too) takes as "not available".
extension NSObjectProtocol {
    /// Whether the object implements a method: never, without an Objective-C runtime.
    public func responds(to aSelector: Selector!) -> Bool { false }

    /// Sends a selector: nothing is sent, and the result is nil.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }

    /// Sends a selector with an argument: nothing is sent, and the result is nil.
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }

    /// Sends a selector with two arguments: nothing is sent, and the result is nil.
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! { nil }
}

/// Key-value coding on plain objects, as code that configures an object looked up by name does
/// (`filter.setValue(radius, forKey: "inputRadius")`). Without an Objective-C runtime an object has
/// no properties to reach by name: setting keeps nothing, and every key reads nil (as UIKit and
/// AppKit objects' `value(forKey:)` here).
extension NSObject {
    /// Sets the property named `key`: there is none, so nothing is kept.
    public func setValue(_ value: Any?, forKey key: String) {}

    /// The property named `key`: there is none, so nil.
    public func value(forKey key: String) -> Any? { nil }
}
