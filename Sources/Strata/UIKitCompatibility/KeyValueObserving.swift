/// Options for `observe(_:options:changeHandler:)` (Foundation's key-value observing, which Linux
/// lacks).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// A change reported to a key-value observer.
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
    public let isPrior: Bool
}

/// A key-value observation; it ends when `invalidate()` is called or it is released.
public final class NSKeyValueObservation {
    private var handler: (() -> Void)?

    init(handler: @escaping () -> Void) { self.handler = handler }

    /// Ends the observation: the handler is not called again.
    public func invalidate() { handler = nil }

    /// Whether the observation still calls its handler.
    var isValid: Bool { handler != nil }
}

/// Types that can be observed by key path, as Foundation's `NSObject` is on Apple platforms.
/// UIKit views change only when code sets them on a server, so an observation reports the
/// current value once when `.initial` is among the options, and nothing after.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation(handler: {})
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        return observation
    }
}

extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// A publisher of the value at `keyPath` (Combine's key-value observing publisher). As with
    /// `observe(_:options:changeHandler:)`, it delivers the current value when `.initial` is among
    /// the options, and nothing after: nothing changes a server's UIKit and AppKit objects by itself.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> _KeyValueObservingPublisher<Self, Value> {
        _KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }

    /// The value for a key, by name (key-value coding). A server's objects have no Objective-C
    /// properties to look up, so every key is unknown and the answer is nil.
    public func value(forKey key: String) -> Any? { nil }
}

/// The publisher of `publisher(for:options:)`: the current value, once, for `.initial`.
public struct _KeyValueObservingPublisher<Subject: AnyObject, Value>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    public let object: Subject
    public let keyPath: KeyPath<Subject, Value>
    public let options: NSKeyValueObservingOptions

    public func _subscribe(_ receive: @escaping (Value) -> Void, completion complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        if options.contains(.initial) { receive(object[keyPath: keyPath]) }
        return AnyCancellable {}
    }
}

extension UIScreen: _KeyValueCodingAndObserving {}
extension NSApplication: _KeyValueCodingAndObserving {}
