/// The values that flow down a view tree: fonts, colors, styles, your own keys.
///
/// Stored as a persistent linked list, so passing the environment to a child is a pointer copy and
/// setting a value allocates one node.
public struct EnvironmentValues: CustomStringConvertible {
    private var head: Entry?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = head
            while let current = entry {
                if current.key == id {
                    return current.value as? K.Value ?? K.defaultValue
                }
                entry = current.next
            }
            return K.defaultValue
        }
        set {
            head = Entry(key: ObjectIdentifier(key), name: "\(K.self)", value: newValue, next: head)
        }
    }

    /// The `@Observable` model of type `T` placed with `.environment(_:)`, if any.
    func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        let id = ObjectIdentifier(ObjectSlot<T>.self)
        var entry = head
        while let current = entry {
            if current.key == id { return current.value as? T }
            entry = current.next
        }
        return nil
    }

    mutating func setObservableObject<T: AnyObject>(_ object: T?) {
        head = Entry(key: ObjectIdentifier(ObjectSlot<T>.self), name: "\(T.self)", value: object as Any, next: head)
    }

    /// Names the environment slot of an object type.
    private enum ObjectSlot<T> {}

    public var description: String {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted { names.append(current.name) }
            entry = current.next
        }
        return "EnvironmentValues(\(names.joined(separator: ", ")))"
    }

    private final class Entry {
        let key: ObjectIdentifier
        let name: String
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
            self.key = key
            self.name = name
            self.value = value
            self.next = next
        }
    }
}
