extension Publishers {
    /// A publisher that shares one subscription to its upstream among all its subscribers: the
    /// upstream is subscribed when the first subscriber arrives and cancelled when the last leaves.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are shared.
        public let upstream: Upstream
        private let subscribers = _SubjectSubscribers<Output, Failure>()
        private var connection: AnyCancellable?
        private var count = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(_ receive: @escaping (Output) -> Void, completion complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let subscription = subscribers.add(receive, complete)
            count += 1
            if connection == nil {
                connection = upstream._subscribe({ [subscribers] in subscribers.send($0) },
                                                 completion: { [subscribers] in subscribers.finish($0) })
            }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                guard let self else { return }
                self.count -= 1
                if self.count == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }

        /// Two shares are equal when they are the same share.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares one subscription to this publisher among all subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
