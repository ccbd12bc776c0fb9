/// Composes the representations of `transferRepresentation`, most preferred first.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock() -> _EmptyTransferRepresentation<Item> { _EmptyTransferRepresentation() }

    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }

    public static func buildPartialBlock<First: TransferRepresentation, Next: TransferRepresentation>(
        accumulated: First, next: Next
    ) -> _PairTransferRepresentation<Item, First, Next> where First.Item == Item, Next.Item == Item {
        _PairTransferRepresentation(first: accumulated, next: next)
    }

    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

/// No representation.
public struct _EmptyTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] { [] }
}

/// Two representations, the first preferred.
public struct _PairTransferRepresentation<Item: Transferable, First: TransferRepresentation, Next: TransferRepresentation>: TransferRepresentation
where First.Item == Item, Next.Item == Item {
    let first: First
    let next: Next
    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] { first._entries + next._entries }
}

/// A primitive representation's `body`, which is never asked for: its entries are its own.
func primitiveBody() -> Never {
    preconditionFailure("a primitive transfer representation has no body")
}
