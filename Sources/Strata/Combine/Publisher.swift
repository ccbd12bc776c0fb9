// The small part of Combine that SwiftUI views touch (`Timer.publish` with `onReceive`). Linux
// has no Combine; on Apple platforms `import SwiftUI` re-exports it, so view code uses these names
// without importing anything else. Nothing here delivers values on a server: a page is rendered
// once, and the test host does not advance time.

/// A type that can deliver values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
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
    private let onCancel: () -> Void

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    public func cancel() { onCancel() }

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

    /// A publisher of the date every `interval` seconds. No value is delivered on the web yet.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension View {
    /// Runs `action` for each value `publisher` delivers (none are delivered on the web yet).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }
}
