/// A class whose changes views observe: `@Published` properties announce changes through
/// `objectWillChange`. Combine is not available on Linux, so Strata provides the publisher.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: _ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What Strata needs of a will-change publisher: a way to subscribe.
public protocol _ObjectWillChangePublisher {
    func _subscribe(_ action: @escaping () -> Void) -> ObservableObjectPublisher.Subscription
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, created on first use.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.registry.publisher(for: self)
    }
}

/// Announces that an object is about to change. A Combine publisher of `Void`, as Apple's is
/// (`objectWillChange.sink { ... }`).
public final class ObservableObjectPublisher: _ObjectWillChangePublisher, Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        final class Held: @unchecked Sendable { var subscription: Subscription? }
        let held = Held()
        held.subscription = _subscribe { receive(()) }
        return AnyCancellable { held.subscription = nil }
    }

    private let subscribers = LockedState<[Int: () -> Void]>([:])
    private let nextID = LockedState(0)

    public init() {}

    /// Tells subscribers the object is about to change.
    public func send() {
        let actions = subscribers.withLock { Array($0.values) }
        actions.forEach { $0() }
    }

    public func _subscribe(_ action: @escaping () -> Void) -> Subscription {
        let id = nextID.withLock { next in
            next += 1
            return next
        }
        subscribers.withLock { $0[id] = action }
        return Subscription { [weak self] in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
    }

    /// Cancels its subscription when released.
    public final class Subscription {
        private let cancel: () -> Void
        init(cancel: @escaping () -> Void) { self.cancel = cancel }
        deinit { cancel() }
    }

    /// The default publishers of objects that do not declare their own.
    static let registry = Registry()

    final class Registry: Sendable {
        private struct Entry { weak var object: AnyObject?; let publisher: ObservableObjectPublisher }
        private let entries = LockedState<[ObjectIdentifier: Entry]>([:])

        func publisher(for object: AnyObject) -> ObservableObjectPublisher {
            entries.withLock { entries in
                let key = ObjectIdentifier(object)
                if let entry = entries[key], entry.object === object { return entry.publisher }
                if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
                let publisher = ObservableObjectPublisher()
                entries[key] = Entry(object: object, publisher: publisher)
                return publisher
            }
        }
    }
}

/// A property of a class that announces changes before they happen: an `ObservableObject`'s
/// `objectWillChange` fires before each one. `$property`
/// is a publisher of its values (see `Sources/Strata/Combine`).
@propertyWrapper
public struct Published<Value> {
    /// The value and its subscribers, shared by the publisher `$property` hands out.
    let subject: _PublishedSubject<Value>

    public init(wrappedValue: Value) { subject = _PublishedSubject(wrappedValue) }
    public init(initialValue: Value) { subject = _PublishedSubject(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { preconditionFailure() }
        set { preconditionFailure() } // swiftlint:disable:this unused_setter_value
    }

    /// A publisher of the property's current and future values.
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set {} // `assign(to: &$property)` writes through the shared subject.
    }

    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            let subject = object[keyPath: storageKeyPath].subject
            subject.adopt(object)
            return subject.value
        }
        set {
            let subject = object[keyPath: storageKeyPath].subject
            subject.adopt(object)
            subject.send(newValue)
        }
    }
}

/// A value guarded by a lock, for state that holds closures or references (not `Sendable`).
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
