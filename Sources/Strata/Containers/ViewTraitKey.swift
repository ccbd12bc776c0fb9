/// A key for a value a view gives the variadic view root that arranges it (SwiftUI's semi-private
/// counterpart of `ContainerValueKey`), set with `_trait(_:_:)` and read through
/// `_VariadicView.Children.Element`'s subscript.
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension ContainerValues {
    /// The value of a trait, or its key's default.
    subscript<Key: _ViewTraitKey>(trait key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Gives the variadic view root that arranges this view a trait value.
    public consuming func _trait<Key: _ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        modifier(_ContainerValueModifier { $0[trait: key] = value })
    }
}
