/// Computes views from a collection of identified data. Each element's view is identified by
/// the element's id, so state follows the element when the collection changes order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    @usableFromInline let idFor: (Data.Element) -> ID
}

nonisolated extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idFor: { $0[keyPath: id] }, content: content)
    }

    /// With the id computed by a closure: the convenience initializers below avoid applying a
    /// key path (a runtime call) per element.
    @usableFromInline
    init(_ data: Data, idFor: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idFor = idFor
    }

    public typealias Body = Never

    /// Inlinable, so view code specializes the loop over its data and the element views.
    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let idFor = view.idFor, content = view.content
        if let lazy = view.data as? any _ElementsResolvedOnRender {
            // Subviews or sections of a view, resolved in this container's environment.
            for case let element as Data.Element in lazy._resolveElements(inputs.child(-2)) {
                Content._makeView(content(element), inputs: inputs.child(explicit: idFor(element)), outputs: &outputs)
            }
            return
        }
        // At least one node per element: one allocation for the container's children instead of
        // one per doubling (each moving every node rendered so far).
        outputs.reserve(view.data.count)
        // One copy of the inputs for all elements, each given its element's identity in turn.
        var elementInputs = inputs
        for element in view.data {
            elementInputs.identity = inputs.identity.child(explicit: idFor(element))
            Content._makeView(content(element), inputs: elementInputs, outputs: &outputs)
        }
    }
}

nonisolated extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Inlinable, so the id closure is specialized in view code (it runs once per element on
    /// every evaluation of the enclosing body).
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idFor: { $0.id }, content: content)
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view per integer of a constant range; the integer is the identity.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, idFor: { $0 }, content: content)
    }
}
