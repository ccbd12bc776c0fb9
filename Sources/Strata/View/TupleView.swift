/// A view made of several views in sequence, produced by `@ViewBuilder` blocks.
///
/// `T` is a tuple of views, as in SwiftUI (`TupleView<(Text, Image)>`).
public struct TupleView<T>: View {
    public var value: T

    @inlinable
    public init(_ value: T) { self.value = value }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
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

extension View {
    /// Renders the view stored at `pointer`, whose dynamic type is `Self`.
    static func _makeView(at pointer: UnsafeRawPointer, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeView(pointer.assumingMemoryBound(to: Self.self).pointee, inputs: inputs, outputs: &outputs)
    }
}
