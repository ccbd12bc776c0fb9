#if !canImport(Darwin)
import os

/// Apple's `os_log` functions. `os_log` is a value declared by the Clang module `os`, and these are
/// its call forms, so a file that imports only `os` can call it as Apple's code does.
extension _OSLogFunction {
    /// Logs a message to the default log at the default level: `os_log("Loaded \(count) items")`.
    public func callAsFunction(_ message: OSLogMessage) {
        callAsFunction(.default, log: .default, message)
    }

    /// Logs a message to a log at the default level.
    public func callAsFunction(log logObject: OSLog, _ message: OSLogMessage) {
        callAsFunction(.default, log: logObject, message)
    }

    /// Logs a message to a log at a level: `os_log(.error, log: log, "Failed: \(reason)")`.
    public func callAsFunction(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
        OSLogOutput.write(message.text, level: logLevel, log: logObject)
    }

    /// Logs a printf-style message: `os_log("%{public}@ has %d items", log: log, type: .info, name, count)`.
    /// Strings (`%@`, `%s`) are redacted unless marked `{public}`; numbers are shown unless marked
    /// `{private}`.
    @_disfavoredOverload
    public func callAsFunction(
        _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
        type: OSLogType = .default, _ args: CVarArg...
    ) {
        OSLogOutput.write(OSLogFormatString.format(message.description, args), level: type, log: log)
    }

    /// Logs a printf-style message at a level: `os_log(.debug, log: log, "%d rows", count)`.
    @_disfavoredOverload
    public func callAsFunction(
        _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
        _ message: StaticString, _ args: CVarArg...
    ) {
        OSLogOutput.write(OSLogFormatString.format(message.description, args), level: type, log: log)
    }
}
#endif
