/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
///
/// A custom `init` may assign `_value = Environment(keyPath)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        values = context.environment
    }
}
