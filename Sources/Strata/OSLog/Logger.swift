#if !canImport(Darwin)
import os

/// Apple's `Logger` (`import os`): messages go to standard error, one line each (see `OSLogOutput`).
extension Logger {
    /// A logger writing to the log of a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.init(OSLog(subsystem: subsystem, category: category))
    }

    /// A logger writing to a log.
    public init(_ logObj: OSLog) {
        self.init(_strata_log: logObj)
    }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Writes a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        OSLogOutput.write(message.text, level: level, log: _strata_log)
    }

    /// Writes a message at the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes a message at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes a message at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes a message at the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes a message at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes a message at the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes a message at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
#endif
