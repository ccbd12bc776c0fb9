/// A representation with changed entries (a file name, a condition, a visibility).
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
    let change: (inout _TransferEntry<Base.Item>) -> Void

    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] {
        base._entries.map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

extension TransferRepresentation {
    /// Suggests the name of a file made from the item.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// Suggests the name of a file made from each item.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Exports through this representation only items for which `condition` is true.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.exportingCondition = condition }
    }

    /// Limits who sees this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}
