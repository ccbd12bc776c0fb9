/// A value stored under a key in user defaults, in SwiftUI; on the web, per-view state.
///
/// A server must not share one visitor's settings with another, so Strata keeps the value as
/// `@State` of the view: it starts at the default and persists across re-renders of a hosted
/// view, but not across page loads. The key and store are kept for API parity.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @State private var value: Value
    /// The key the value would be stored under.
    public let key: String

    init(value: Value, key: String) {
        _value = State(wrappedValue: value)
        self.key = key
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding<Value> { $value }
}

/// As in SwiftUI, `Sendable` when the value is, so a package can keep one in a `static let`.
extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { self.init(value: wrappedValue, key: key) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(value: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(value: nil, key: key) }
}

/// A value restored with the scene, in SwiftUI; on the web, per-view state (see `AppStorage`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @State private var value: Value

    init(value: Value) {
        _value = State(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding<Value> { $value }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(value: wrappedValue) }
}
