// The operators view models chain on `$published` properties and subjects. Values pass through
// synchronously; time-based operators (`debounce`, `throttle`, `delay`, `receive(on:)`) deliver
// at once, since a server does not wait.

extension Publishers {
    /// Transforms each value.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe({ receive(transform($0)) }, completion: complete)
        }
    }

    /// Transforms each value, dropping nils.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe({ value in transform(value).map(receive) }, completion: complete)
        }
    }

    /// Delivers the values that satisfy a predicate.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe({ if isIncluded($0) { receive($0) } }, completion: complete)
        }
    }

    /// Delivers a value only when it differs from the previous one.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let last = _Latest<Output>()
            return upstream._subscribe({ value in
                if let previous = last.value, predicate(previous, value) { return }
                last.value = value
                receive(value)
            }, completion: complete)
        }
    }

    /// Skips the first values.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let seen = _Latest<Int>()
            return upstream._subscribe({ value in
                let index = seen.value ?? 0
                seen.value = index + 1
                if index >= count { receive(value) }
            }, completion: complete)
        }
    }

    /// Delivers values as they come (a server does not wait: see the note above).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: _PassThroughPublisher {
        public let upstream: Upstream
    }

    /// Delivers values as they come (a server does not wait).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: _PassThroughPublisher {
        public let upstream: Upstream
    }

    /// Delivers values as they come (a server does not wait).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: _PassThroughPublisher {
        public let upstream: Upstream
    }

    /// Delivers values on a scheduler: at once, on the caller's thread.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: _PassThroughPublisher {
        public let upstream: Upstream
    }

    /// The latest values of two publishers, once both have delivered one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let first = _Latest<A.Output>(), second = _Latest<B.Output>()
            let send = { if let x = first.value, let y = second.value { receive((x, y)) } }
            let one = a._subscribe({ first.value = $0; send() }, completion: complete)
            let two = b._subscribe({ second.value = $0; send() }, completion: complete)
            return AnyCancellable { one.cancel(); two.cancel() }
        }
    }

    /// The latest values of three publishers, once all have delivered one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let pair = CombineLatest(a, b)
            return CombineLatest<CombineLatest<A, B>, C>(pair, c)._subscribe({ receive(($0.0.0, $0.0.1, $0.1)) }, completion: complete)
        }
    }

    /// The values of two publishers of the same type, interleaved.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let one = a._subscribe(receive, completion: complete)
            let two = b._subscribe(receive, completion: complete)
            return AnyCancellable { one.cancel(); two.cancel() }
        }
    }
}

/// The last value an operator saw.
final class _Latest<Value> {
    var value: Value?
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The value at a key path of each value (`.map(\.count)`).
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self)
    }

    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self)
    }

    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self)
    }

    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// The publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0, completion: $1) }
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receive, complete)
    }
}

/// Timing and scheduling operators, which on a server pass each value straight through: they
/// share one subscription that forwards to `upstream`.
public protocol _PassThroughPublisher: Publisher where Output == Upstream.Output, Failure == Upstream.Failure {
    associatedtype Upstream: Publisher
    var upstream: Upstream { get }
}

extension _PassThroughPublisher {
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        upstream._subscribe(receive, completion: complete)
    }
}
