/// A publisher whose values are sent imperatively.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers a value to the subscribers.
    func send(_ value: Output)
    /// Ends the subject.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Delivers `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, and whether it has ended.
final class _SubjectSubscribers<Output, Failure: Error> {
    private var receivers: [Int: ((Output) -> Void, (Subscribers.Completion<Failure>) -> Void)] = [:]
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let completion {
            complete(completion)
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        receivers[id] = (receive, complete)
        return AnyCancellable { [weak self] in self?.receivers[id] = nil }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for (receive, _) in Array(receivers.values) { receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = Array(receivers.values)
        receivers = [:]
        for (_, complete) in ended { complete(completion) }
    }
}

/// A subject that delivers each value sent to the subscribers present at the time.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = _SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receive, complete)
    }
}

/// A subject holding a current value, delivered on subscription and on each change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = _SubjectSubscribers<Output, Failure>()

    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receive(value) }
        return subscribers.add(receive, complete)
    }
}

extension NotificationCenter {
    /// A publisher of notifications (none are posted by the platform on a server).
    public struct Publisher: Strata.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
    }

    /// Publishes the notifications named `name`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
