// `ForEach($items) { $item in ... }` (iOS 15): one binding per element.

nonisolated extension ForEach where Content: View {
    /// Views for the elements of a bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(_elementBindings(data), id: \.wrappedValue.id, content: content)
    }

    /// Views for the elements of a bound collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.init(_elementBindings(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

/// A binding per element. A binding whose element has since been removed reads the element as
/// it was and ignores writes, so stale bindings in actions cannot trap.
func _elementBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] {
    let collection = data.wrappedValue
    return collection.indices.map { index in
        let element = collection[index]
        return Binding(
            get: {
                let current = data.wrappedValue
                return current.indices.contains(index) ? current[index] : element
            },
            set: { newValue in
                if data.wrappedValue.indices.contains(index) { data.wrappedValue[index] = newValue }
            }
        )
    }
}
