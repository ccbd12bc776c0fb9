/// A tree of data shown as nested rows: each element, then its children indented below it.
/// Every level is expanded (there is no disclosure state on a static page).
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// A tree of identifiable elements.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// A tree of elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: id) { element in
            VStack(alignment: .leading, spacing: 4) {
                content(element)
                if let nested = element[keyPath: children], !nested.isEmpty {
                    // Erased: the nested group has this same type.
                    AnyView(OutlineGroup(nested, id: id, children: children, content: content).padding(.leading, 16))
                }
            }
        }
    }
}

nonisolated extension View {
    /// Compares the view with its previous value to skip updates (views are cheap to render here).
    public consuming func equatable() -> some View where Self: Equatable { self }

    /// The shape of the container, for `ContainerRelativeShape` (kept for API parity).
    public consuming func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }

    /// Lets scroll view content draw outside its bounds (kept for API parity).
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
}
