/// A value owned by a view. Reading it in `body` and writing it from an action re-renders the
/// view; the value persists as long as the view keeps its identity.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the state value: `$count`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        let initial = box
        box = context.storage { initial }
    }
}

/// The reference storage behind `@State`, so bindings stay valid when the view struct is
/// re-created.
final class StateBox<Value>: StateStorage {
    var value: Value
    var owner: ObjectHandle<ViewNode>?

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        owner?.object?.invalidate()
    }
}
