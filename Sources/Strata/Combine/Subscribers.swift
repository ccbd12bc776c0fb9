/// Namespaces for subscriber types.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` when the publisher ends.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue, completion: receiveCompletion)
    }

    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        _subscribe(receiveValue, completion: { _ in })
    }

    /// Writes each value to a property of an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        _subscribe({ value in object[keyPath: keyPath] = value }, completion: { _ in })
    }
}
