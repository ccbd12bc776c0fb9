// Lists with a selection binding. Value links in the list (`NavigationLink(_:value:)`) select
// their value, as in a split view's sidebar, and show it selected. Rows without a link are not
// selectable on the web yet.

/// A list's selection, type-erased for the links inside it.
struct ListSelection {
    /// Whether the list selects values of `value`'s type.
    let accepts: (AnyHashable) -> Bool
    /// Selects `value` (of an accepted type).
    let select: (AnyHashable) -> Void
    let isSelected: (AnyHashable) -> Bool

    init<Value: Hashable>(single binding: Binding<Value?>) {
        accepts = { $0.base is Value }
        select = { value in if let value = value.base as? Value { binding.wrappedValue = value } }
        isSelected = { value in (value.base as? Value).map { $0 == binding.wrappedValue } ?? false }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        accepts = { $0.base is Value }
        select = { value in if let value = value.base as? Value { binding.wrappedValue = [value] } }
        isSelected = { value in (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list the view is in, if the list has one.
    var _listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension List {
    /// A list whose rows can be selected one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(single: $0) })
    }

    /// A list whose rows can be selected several at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// A list of identifiable data with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// A list of identifiable data with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// A list of data identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }
}
