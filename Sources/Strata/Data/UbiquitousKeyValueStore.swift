#if !canImport(Darwin)
/// iCloud's key-value store (Foundation's, on Apple platforms). A server has no iCloud account:
/// this store keeps values for the current process only, so code that syncs small settings
/// through it works, unsynced.
public final class NSUbiquitousKeyValueStore: @unchecked Sendable {
    /// The shared store.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when another device changes the store (never, on a server).
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let values = LockedState<[String: Any]>([:])

    public init() {}

    /// The value for `key`, or nil.
    public func object(forKey key: String) -> Any? { values.withLock { $0[key] } }
    public func set(_ value: Any?, forKey key: String) { values.withLock { $0[key] = value } }
    public func removeObject(forKey key: String) { values.withLock { _ = $0.removeValue(forKey: key) } }

    public func string(forKey key: String) -> String? { object(forKey: key) as? String }
    public func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    public func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    public func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    public func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    public func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    public func longLong(forKey key: String) -> Int64 { object(forKey: key) as? Int64 ?? 0 }

    public func set(_ value: String?, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: Data?, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: [Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: [String: Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: Bool, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: Double, forKey key: String) { set(value as Any?, forKey: key) }
    public func set(_ value: Int64, forKey key: String) { set(value as Any?, forKey: key) }

    /// Every key and value in the store.
    public var dictionaryRepresentation: [String: Any] { values.withLock { $0 } }

    /// Writes pending changes (nothing to write on a server): returns true.
    @discardableResult
    public func synchronize() -> Bool { true }
}
#endif
