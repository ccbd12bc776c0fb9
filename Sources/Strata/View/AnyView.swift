/// A type-erased view. Its identity includes the wrapped view's type, so replacing the wrapped
/// view with one of another type resets its state, as in SwiftUI.
nonisolated public struct AnyView: View {
    private let storage: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    /// A type-erased view from a value, or nil when the value is not a view (SwiftUI's
    /// underscored initializer, which view-tree walkers use).
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeErased(view.storage, inputs: inputs, outputs: &outputs)
    }

    private static func makeErased<V: View>(_ view: V, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        V._makeView(view, inputs: inputs.child(type: V.self), outputs: &outputs)
    }
}
