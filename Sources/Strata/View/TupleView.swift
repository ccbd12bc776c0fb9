/// A view made of several views in sequence, produced by `@ViewBuilder` blocks.
///
/// `T` is a tuple of views, as in SwiftUI (`TupleView<(Text, Image)>`).
nonisolated public struct TupleView<T>: View {
    public var value: T
    /// Renders the elements with their static types; set by `ViewBuilder.buildBlock`, whose
    /// specialization in view code makes it a plain function. Without it (a tuple built by
    /// hand), the elements are found through the tuple type's cached layout.
    @usableFromInline var renderElements: ((borrowing T, _ViewInputs, inout _ViewOutputs) -> Void)?

    @inlinable
    public init(_ value: T) {
        self.value = value
        renderElements = nil
    }

    @inlinable
    init(_ value: T, renderElements: @escaping (borrowing T, _ViewInputs, inout _ViewOutputs) -> Void) {
        self.value = value
        self.renderElements = renderElements
    }

    public typealias Body = Never

    /// Inlinable, so view code specializes it: unspecialized, it looks up `TupleView<T>`'s
    /// metadata and copies the tuple through the runtime's value witnesses on every render.
    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let renderElements = view.renderElements {
            renderElements(view.value, inputs, &outputs)
            return
        }
        _makeElementsByLayout(view, inputs: inputs, outputs: &outputs)
    }

    /// Renders a tuple built by hand: its elements are found through the type's cached layout.
    @usableFromInline
    static func _makeElementsByLayout(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let elements = TypeLayoutCache.shared.tupleElements(of: T.self)
        // Room for one node per element, growing geometrically (a container's children then take
        // one allocation instead of one per doubling).
        outputs.reserve(elements.count)
        withUnsafeBytes(of: view.value) { raw in
            guard let base = raw.baseAddress else { return }
            for (index, element) in elements.enumerated() {
                element.type._makeView(at: base + element.offset, inputs: inputs.child(index), outputs: &outputs)
            }
        }
    }
}

nonisolated extension View {
    /// Renders the view stored at `pointer`, whose dynamic type is `Self`.
    static func _makeView(at pointer: UnsafeRawPointer, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeView(pointer.assumingMemoryBound(to: Self.self).pointee, inputs: inputs, outputs: &outputs)
    }
}
