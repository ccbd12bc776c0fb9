/// A key for a value a view gives the container that arranges it (`containerValue(_:_:)`), read
/// by the container from its subviews (`Subview.containerValues`). `@Entry` in an extension of
/// `ContainerValues` declares one.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view gives the container that arranges it.
public struct ContainerValues {
    /// Values by key type: container value keys and trait keys (`_ViewTraitKey`).
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Gives the container that arranges this view a value: `.containerValue(\.isPinned, true)`.
    public consuming func containerValue<Value>(_ keyPath: WritableKeyPath<ContainerValues, Value>, _ value: Value) -> some View {
        modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}

/// Sets a container value on each view rendered by its content.
nonisolated public struct _ContainerValueModifier: ViewModifier {
    let write: (inout ContainerValues) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        for index in start..<outputs.nodes.count {
            var values = outputs.nodes[index].containerValues ?? ContainerValues()
            modifier.write(&values)
            outputs.nodes[index].containerValues = values
        }
    }
}
