import Foundation

/// A log handle naming a subsystem and category (`OSLog(subsystem:category:)`). On Linux messages
/// go to standard error as `[subsystem:category] level: message`; `OSLog.disabled` drops them.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// The line written for `message` at `type`.
    func line(_ message: String, type: OSLogType) -> String {
        let prefix = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(prefix)\(type): \(message)"
    }

    /// Writes `message` at `type` to standard error, unless the log is disabled.
    func write(_ message: String, type: OSLogType) {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data((line(message, type: type) + "\n").utf8))
    }
}

/// Logs a printf-style message (`os_log("loaded %d items", log: log, type: .info, count)`).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(String(format: message.description, arguments: args), type: type)
}

/// Logs a message built by interpolation (`os_log(.error, log: log, "failed: \(error)")`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.description, type: type)
}
