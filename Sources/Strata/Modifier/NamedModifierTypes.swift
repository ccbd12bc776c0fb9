/// The modifier type Apple's SwiftUI names for an environment write (`ModifiedContent<Text,
/// _EnvironmentKeyWritingModifier<Int?>>` is the type of `Text(...).lineLimit(1)` there). Packages
/// name it in type signatures; as a modifier it sets the value at `keyPath`.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public func body(content: Content) -> some View {
        content.environment(keyPath, value)
    }
}

/// The modifier type Apple's SwiftUI names for an explicit identity (`.id(_:)`). Packages name
/// it in conditional conformances; as a modifier it gives the content the identity `id`.
nonisolated public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
    public var id: Identifier

    public init(id: Identifier) { self.id = id }

    public func body(content: Content) -> some View {
        content.id(id)
    }
}

/// The identifier Xcode's previews give views they can select (`_IdentifiedModifier<__DesignTimeSelectionIdentifier>`).
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    public let identifier: String
    public init(_ identifier: String) { self.identifier = identifier }
}
