// Logging from a Swift 6 target with `import OSLog`, the other name of `os`, from a sendable type.
import OSLog

/// Logs a sync engine's progress.
public struct SyncLog: Sendable {
    static let shared = Logger(subsystem: "com.example.Sync", category: "engine")
    let logger: Logger

    public init(category: String) {
        logger = Logger(OSLog(subsystem: "com.example.Sync", category: category))
    }

    /// A sync run finished.
    public func finished(items: Int, seconds: Double, account: String, succeeded: Bool) {
        let level: OSLogType = succeeded ? .info : .error
        logger.log(level: level, "Synced \(items) items in \(seconds, format: .fixed(precision: 2))s for \(account, privacy: .private(mask: .hash)); ok: \(succeeded)")
    }

    /// Nothing to sync.
    public static func idle() {
        shared.notice("Idle")
    }
}
