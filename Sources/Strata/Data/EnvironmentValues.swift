/// The values that flow down a view tree: fonts, colors, styles, your own keys.
///
/// Stored as a persistent linked list, so passing the environment to a child is a pointer copy and
/// setting a value allocates one node.
public struct EnvironmentValues: CustomStringConvertible {
    private var head: Entry?

    public init() {}

    /// Tells environments apart: equal identities mean the same values (entries never change).
    var identity: ObjectIdentifier? { head.map { ObjectIdentifier($0) } }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            // The walk does not retain the entries it passes: `self` keeps the whole list alive.
            return withExtendedLifetime(self) {
                var entry = head.map { Unmanaged.passUnretained($0) }
                while let current = entry {
                    let found = current._withUnsafeGuaranteedRef { entry -> K.Value? in
                        // A key's entries always hold its `Value`: the key type names the value type.
                        entry.key == id ? unsafeDowncast(entry, to: ValueEntry<K.Value>.self).value : nil
                    }
                    if let found { return found }
                    entry = current._withUnsafeGuaranteedRef { $0.next.map { Unmanaged.passUnretained($0) } }
                }
                return K.defaultValue
            }
        }
        set {
            head = ValueEntry(key: ObjectIdentifier(key), nameType: K.self, value: newValue, next: head)
        }
    }

    /// The `@Observable` model of type `T` placed with `.environment(_:)`, if any.
    func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        let id = ObjectIdentifier(ObjectSlot<T>.self)
        var entry = head
        while let current = entry {
            if current.key == id { return unsafeDowncast(current, to: ValueEntry<T?>.self).value }
            entry = current.next
        }
        return nil
    }

    mutating func setObservableObject<T: AnyObject>(_ object: T?) {
        head = ValueEntry(key: ObjectIdentifier(ObjectSlot<T>.self), nameType: T.self, value: object, next: head)
    }

    /// Names the environment slot of an object type.
    private enum ObjectSlot<T> {}

    public var description: String {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted { names.append("\(current.nameType)") }
            entry = current.next
        }
        return "EnvironmentValues(\(names.joined(separator: ", ")))"
    }

    /// One value set in the environment. The name of its key is computed only for `description`.
    private class Entry {
        let key: ObjectIdentifier
        let nameType: Any.Type
        let next: Entry?

        init(key: ObjectIdentifier, nameType: Any.Type, next: Entry?) {
            self.key = key
            self.nameType = nameType
            self.next = next
        }
    }

    /// An entry with its value stored unboxed, so reading it needs no dynamic cast.
    private final class ValueEntry<Value>: Entry {
        let value: Value

        init(key: ObjectIdentifier, nameType: Any.Type, value: Value, next: Entry?) {
            self.value = value
            super.init(key: key, nameType: nameType, next: next)
        }
    }
}
