/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
///
/// A custom `init` may assign `_value = Environment(keyPath)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an `@Observable` model placed with `.environment(_:)`: `@Environment(Model.self)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.observableObject(of: Value.self) else {
                preconditionFailure("No \(Value.self) in the environment: add .environment(model) to an ancestor view")
            }
            return object
        }
    }

    /// Reads an `@Observable` model placed with `.environment(_:)`, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.observableObject(of: T.self) }
    }

    public var wrappedValue: Value {
        read(values ?? EnvironmentValues())
    }
}

extension Environment: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        values = context.environment
    }
}
