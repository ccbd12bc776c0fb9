/// State that a gesture updates while it is active (`updating(_:body:)`) and that goes back to
/// its initial value when the gesture ends.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    /// The value while a gesture is active; nil otherwise.
    @State private var activeValue: Value?

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }

    public var wrappedValue: Value { activeValue ?? initialValue }
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture is active.
    func update(_ value: Value) { activeValue = value }

    /// Returns to the initial value: the gesture ended.
    func reset() { activeValue = nil }
}
