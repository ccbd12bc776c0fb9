extension Publishers {
    /// Ignores the upstream's values until a second publisher emits a value.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let opened = _Latest<Bool>()
            let trigger = other._subscribe({ _ in opened.value = true }, completion: { completion in
                if case .failure = completion { complete(completion) }
            })
            let values = upstream._subscribe({ value in
                if opened.value == true { receive(value) }
            }, completion: complete)
            return AnyCancellable { trigger.cancel(); values.cancel() }
        }
    }

    /// Republishes the upstream's values until a second publisher emits a value, then finishes.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let closed = _Latest<Bool>()
            let trigger = other._subscribe({ _ in
                guard closed.value != true else { return }
                closed.value = true
                complete(.finished)
            }, completion: { _ in })
            let values = upstream._subscribe({ value in
                if closed.value != true { receive(value) }
            }, completion: { completion in
                guard closed.value != true else { return }
                closed.value = true
                complete(completion)
            })
            return AnyCancellable { trigger.cancel(); values.cancel() }
        }
    }
}

extension Publisher {
    /// Ignores values until `publisher` emits one.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    /// Republishes values until `publisher` emits one, then finishes.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
