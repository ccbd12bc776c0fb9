import Foundation

/// iCloud's key-value store. A server has no iCloud account, so the store is this process's own:
/// values set are read back, `synchronize()` reports that nothing was sent, and no external change
/// ever arrives, as on a device signed out of iCloud.
public final class NSUbiquitousKeyValueStore: @unchecked Sendable {
    /// The store of the app's iCloud container.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when another device changes the store: never, without iCloud.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    public static let changeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
    public static let changedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public init() {}

    public func object(forKey key: String) -> Any? { lock.withLock { values[key] } }
    public func set(_ value: Any?, forKey key: String) { store(value, forKey: key) }
    public func removeObject(forKey key: String) { store(nil, forKey: key) }

    public func string(forKey key: String) -> String? { object(forKey: key) as? String }
    public func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    public func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    public func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    public func longLong(forKey key: String) -> Int64 { (object(forKey: key) as? NSNumber)?.int64Value ?? (object(forKey: key) as? Int64) ?? 0 }
    public func double(forKey key: String) -> Double { (object(forKey: key) as? NSNumber)?.doubleValue ?? (object(forKey: key) as? Double) ?? 0 }
    public func bool(forKey key: String) -> Bool { (object(forKey: key) as? NSNumber)?.boolValue ?? (object(forKey: key) as? Bool) ?? false }

    public func set(_ value: String?, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: Data?, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: [Any]?, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: [String: Any]?, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: Int64, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: Double, forKey key: String) { store(value, forKey: key) }
    public func set(_ value: Bool, forKey key: String) { store(value, forKey: key) }

    /// Every key and value in the store.
    public var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    /// Sends changes to iCloud: false, as with no iCloud account.
    @discardableResult
    public func synchronize() -> Bool { false }

    private func store(_ value: Any?, forKey key: String) {
        lock.withLock { values[key] = value }
    }
}
