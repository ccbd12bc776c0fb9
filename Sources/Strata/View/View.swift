/// A piece of user interface, described as a value.
///
/// Conform a struct to `View` and describe its content in `body`:
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         Text("Hello, \(name)!").font(.headline)
///     }
/// }
/// ```
///
/// As Apple's, `View` is bound to the main actor, so a view's stored properties and `body` can use
/// main-actor models. Strata renders on the main thread.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }

    /// Renderer hook: turns `view` into render nodes. Primitive views implement it; composite views
    /// use the default, which evaluates `body`. Not meant to be called or implemented by user code.
    nonisolated static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs)
}

nonisolated extension View {
    @inlinable
    nonisolated public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeCompositeView(view, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; the renderer handles them directly.
    nonisolated public var body: Never { _primitiveViewBody(Self.self) }
}

nonisolated extension Never: View {
    public typealias Body = Never
    /// Never has no value, so this is never called (it also serves `Scene`).
    nonisolated public var body: Never { self }
    public static func _makeView(_ view: Never, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}

/// Called only when code reads `body` of a primitive view, which has none. A programming error.
func _primitiveViewBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(V.self) is a primitive view and has no body")
}
