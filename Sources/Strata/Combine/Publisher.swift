// The small part of Combine that SwiftUI views and their models touch (`Timer.publish` with
// `onReceive`, `@Published` pipelines, subjects). Linux has no Combine; on Apple platforms
// `import SwiftUI` re-exports it, so view code uses these names without importing anything else
// (and `import Combine` resolves to the `Combine` module, which re-exports Strata). Values are
// delivered synchronously and time-based operators pass values straight through. Timers deliver
// only to `onReceive` on live pages, where the session's executor runs them (a static page is
// rendered once, and the test host does not advance time).

/// A type that can deliver values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Strata's subscription hook: calls `receive` with each value, and `complete` when the
    /// publisher finishes or fails, until the result is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

extension Publisher {
    /// Publishers that deliver nothing on a server (timers) use this.
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    /// Subscribes to values only.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receive, completion: { _ in })
    }
}

/// A publisher that delivers values only once connected.
public protocol ConnectablePublisher: Publisher {
    /// Connects the publisher; cancel the result to disconnect.
    func connect() -> any Cancellable
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable, cancelled when released.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    deinit { onCancel?() }

    /// Cancels once; later calls do nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the cancellable in a collection (`.store(in: &cancellables)` with an array).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps the cancellable in a set (`.store(in: &cancellables)`).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher of one value.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        complete(.finished)
        return AnyCancellable {}
    }
}

/// Namespaces for publisher types.
public enum Publishers {
    /// A connectable publisher that connects when first subscribed.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension ConnectablePublisher {
    /// Connects automatically when subscribed.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// A cancellable that does nothing (nothing is scheduled on the web).
struct _NoopCancellable: Cancellable {
    func cancel() {}
}

extension Timer {
    /// Publishes the date at every interval (in SwiftUI, with Combine).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
        }

        public func connect() -> any Cancellable { _NoopCancellable() }
    }

    /// A publisher of the date every `interval` seconds: `onReceive` on a live page gets them.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}
