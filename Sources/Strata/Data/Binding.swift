/// A two-way connection to a value owned elsewhere (`@State`, a model, ...).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void
    /// The transaction of the binding (animation information); carried for API parity.
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in self.wrappedValue[keyPath: keyPath] = newValue }
        )
    }

    /// The same binding, with an animation for the changes made through it.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        var copy = Binding(get: { base.wrappedValue }, set: { value in withAnimation(animation) { base.wrappedValue = value } })
        copy.transaction = Transaction(animation: animation)
        return copy
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// Converts a binding to a non-optional value into a binding to an optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in if let newValue { base.wrappedValue = newValue } })
    }

    /// Converts a binding to an optional value into one to a non-optional value, or nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

/// As in SwiftUI, a binding is `Sendable` when its value is: it may be passed between
/// concurrency domains (reading or writing it from another one is the caller's concern).
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// Context of a state change. Strata renders no animations, so it only carries the values.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
