/// Collects the `layoutValue(key:value:)` values of a layout container's subviews while the
/// container renders them.
final class _LayoutValueCollector {
    var values: [ViewIdentity: [ObjectIdentifier: Any]] = [:]
}

private struct LayoutValueCollectorKey: EnvironmentKey {
    static var defaultValue: _LayoutValueCollector? { nil }
}

extension EnvironmentValues {
    var _layoutValueCollector: _LayoutValueCollector? {
        get { self[LayoutValueCollectorKey.self] }
        set { self[LayoutValueCollectorKey.self] = newValue }
    }
}

/// Passes a value to the enclosing `Layout` container.
nonisolated public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    let value: Key.Value
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        let collector = inputs.environment._layoutValueCollector
        var contentInputs = inputs
        contentInputs.environment._layoutValueCollector = nil
        Content._makeView(content, inputs: contentInputs, outputs: &outputs)
        guard let collector else { return }
        for index in start..<outputs.nodes.count {
            collector.values[outputs.nodes[index].id, default: [:]][ObjectIdentifier(Key.self)] = modifier.value
        }
    }
}

nonisolated extension View {
    /// Associates a value with the view that its `Layout` container reads through
    /// `LayoutSubview[Key.self]`.
    public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
