import Foundation

/// How an associated object is held: `ASSIGN` does not keep it alive; the others do (copying is
/// not distinguished: Swift values are already copies).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (a pointer, usually the address of a static),
/// as the Objective-C runtime does; `nil` removes the association. `object` must be a class
/// instance: a value type has no identity to attach to, and nothing is stored for it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.shared.set(value, policy: policy, key: key, owner: owner)
}

/// The value associated with `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object) else { return nil }
    return AssociatedObjects.shared.value(key: key, owner: owner)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.shared.removeAll(owner: owner)
}

/// The table of associations: each owner's values by key, forgotten when the owner is freed
/// (checked through a weak reference, so a new object at a freed one's address starts empty).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var setsSinceSweep = 0

    static func owner(_ object: Any) -> AnyObject? {
        guard type(of: object) is AnyClass else { return nil }
        return object as AnyObject
    }

    func set(_ value: Any?, policy: objc_AssociationPolicy, key: UnsafeRawPointer, owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(owner)
        var entry = live(id, owner: owner) ?? Entry(owner: owner)
        if let value {
            if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
                entry.values[key] = .weak(WeakBox(value as AnyObject))
            } else {
                entry.values[key] = .strong(value)
            }
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry.values.isEmpty ? nil : entry
        setsSinceSweep += 1
        if setsSinceSweep >= 256 { sweep() }
    }

    func value(key: UnsafeRawPointer, owner: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        switch live(ObjectIdentifier(owner), owner: owner)?.values[key] {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    func removeAll(owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(owner)] = nil
    }

    /// The owner's entry, if it is this owner's and not a freed object's at the same address.
    private func live(_ id: ObjectIdentifier, owner: AnyObject) -> Entry? {
        guard let entry = entries[id] else { return nil }
        guard entry.owner === owner else {
            entries[id] = nil
            return nil
        }
        return entry
    }

    /// Drops the values of freed owners.
    private func sweep() {
        setsSinceSweep = 0
        entries = entries.filter { $0.value.owner != nil }
    }
}
