/// The last value an `onChange` modifier saw, kept per view identity.
final class _ChangeBox<Value> {
    var last: Value?
}

/// Runs an action after a hosted render in which a value changed.
nonisolated public struct _OnChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    @State private var box = _ChangeBox<Value>()

    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        _makeComposite(modifier, inputs: inputs, outputs: &outputs) { modifier, inputs, outputs in
            let box = modifier.box
            let new = modifier.value
            let old = box.last
            box.last = new
            if let graph = inputs.pass.graph {
                let action = modifier.action
                if let old {
                    if old != new { graph.afterPass { action(old, new) } }
                } else if modifier.initial {
                    graph.afterPass { action(new, new) }
                }
            } else if modifier.initial {
                inputs.pass.needsSettling = true
            }
            Content._makeView(content, inputs: inputs, outputs: &outputs)
        }
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new value when `value` changes (hosted rendering: the test
    /// host and live pages); with `initial`, also when the view first appears.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (hosted rendering).
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Marks the view as refreshable by pull-to-refresh (no gesture on the web yet).
    public consuming func refreshable(action: @escaping () async -> Void) -> some View {
        self
    }
}
