/// A value that flows up the view tree from children to ancestors.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value collected so far with the next sibling's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Collects preference values written inside one subtree.
final class PreferenceSink {
    private var values: [ObjectIdentifier: Any] = [:]
    private var mergers: [ObjectIdentifier: (PreferenceSink) -> Void] = [:]

    func write<K: PreferenceKey>(_ key: K.Type, value: K.Value) {
        let id = ObjectIdentifier(key)
        if var current = values[id] as? K.Value {
            K.reduce(value: &current, nextValue: { value })
            values[id] = current
        } else {
            values[id] = value
            mergers[id] = { [unowned self] parent in
                if let collected = self.values[id] as? K.Value { parent.write(K.self, value: collected) }
            }
        }
    }

    /// Replaces the collected value with `body` applied to it (the default value if none).
    func transform<K: PreferenceKey>(_ key: K.Type, _ body: (inout K.Value) -> Void) {
        var current = value(key)
        body(&current)
        let id = ObjectIdentifier(key)
        values[id] = nil
        mergers[id] = nil
        write(key, value: current)
    }

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Passes every collected value on to an enclosing sink.
    func merge(into parent: PreferenceSink) {
        for merge in mergers.values { merge(parent) }
    }
}
