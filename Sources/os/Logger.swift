/// A logger for a subsystem and category (`Logger(subsystem: "app", category: "network")`), in
/// Apple's `os` spelling. On Linux each message goes to standard error as
/// `[subsystem:category] level: message`.
public struct Logger: Sendable {
    let handle: OSLog

    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { handle = log }
    public init() { handle = .default }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { handle.write(message.description, type: level) }
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
