/// The storage of a `@Published` property: its value, its subscribers, and how to tell the
/// enclosing object it is about to change.
public final class _PublishedSubject<Value> {
    private(set) var value: Value
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextID = 0
    private var willChange: (() -> Void)?
    /// Subscriptions that write into this property (`assign(to: &$property)`).
    private var kept: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    /// Remembers the enclosing object, whose `objectWillChange` is sent before each change. In
    /// a class that is not an `ObservableObject` the property only publishes its values.
    func adopt<Object: AnyObject>(_ object: Object) {
        guard willChange == nil else { return }
        guard let observable = object as? any ObservableObject else {
            willChange = {}
            return
        }
        willChange = Self.announcer(for: observable)
    }

    private static func announcer<Object: ObservableObject>(for object: Object) -> () -> Void {
        { [weak object] in (object?.objectWillChange as? ObservableObjectPublisher)?.send() }
    }

    /// Announces the change, delivers the new value (before it is stored, as `@Published` does
    /// in `willSet`), then stores it.
    func send(_ newValue: Value) {
        willChange?()
        for receive in Array(subscribers.values) { receive(newValue) }
        value = newValue
    }

    /// Keeps a subscription alive as long as this property.
    func keep(_ cancellable: AnyCancellable) { kept.append(cancellable) }

    func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers[id] = receive
        receive(value)
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

extension Published {
    /// The publisher of a `@Published` property (`$property`): the current value on
    /// subscription, then each new value.
    public struct Publisher: Strata.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: _PublishedSubject<Value>

        public func _subscribe(_ receive: @escaping (Value) -> Void, completion complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subject.subscribe(receive)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to a `@Published` property (`.assign(to: &$property)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let subscription = _subscribe { [weak subject] value in subject?.send(value) }
        // Lives as long as the property, as in Combine.
        subject.keep(subscription)
    }
}
