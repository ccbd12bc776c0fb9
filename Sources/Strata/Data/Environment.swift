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
    /// For a required model: what is missing from `values`, if it is.
    private var missing: ((EnvironmentValues) -> String?)?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an `@Observable` model placed with `.environment(_:)`: `@Environment(Model.self)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        missing = { values in
            values.observableObject(of: Value.self) == nil
                ? "an @Observable \(Value.self): add .environment(model) to an ancestor view" : nil
        }
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
        if let missing, context.missingDependency == nil { context.missingDependency = missing(context.environment) }
    }
}

/// As Apple's: a view or layout declared `Sendable` may hold `@Environment` properties of
/// sendable values. The wrapper holds the key path it reads and, once a render has linked it, a
/// copy of the environment, which it never mutates.
extension Environment: @unchecked Sendable where Value: Sendable {}
