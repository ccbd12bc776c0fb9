#if !canImport(Darwin)
import Foundation
import os
import Synchronization

/// Where log messages go: one line each on standard error, so a server's process manager keeps them.
///
///     [Error] [com.example.shop:network] Request failed: <private>
///
/// The level as Apple's `log` tool names it, the subsystem and category in brackets (left out for
/// the default log), then the message with line breaks written as `\n` so one message is one line.
enum OSLogOutput {
    /// Receives each finished line (without its newline). Tests bind it to capture the lines.
    @TaskLocal static var sink: @Sendable (String) -> Void = writeToStandardError

    /// Formats and writes one message.
    static func write(_ message: String, level: OSLogType, log: OSLog) {
        if log.isDisabled { return }
        sink(line(message, level: level, subsystem: log.subsystem, category: log.category))
    }

    /// The line written for a message.
    static func line(_ message: String, level: OSLogType, subsystem: String, category: String) -> String {
        var line = "[\(level.name)] "
        if !subsystem.isEmpty || !category.isEmpty {
            line += "[\(subsystem):\(category)] "
        }
        line += oneLine(message)
        return line
    }

    /// The message with line breaks and backslashes escaped.
    static func oneLine(_ message: String) -> String {
        guard message.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\\" }) else {
            return message
        }
        var escaped = ""
        for character in message {
            switch character {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\r\n": escaped += "\\r\\n"
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let standardErrorLock = Mutex(())

    /// Writes the line and a newline to file descriptor 2 in one piece, whole lines never interleaved.
    @Sendable static func writeToStandardError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        standardErrorLock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { buffer in
                    Foundation.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                }
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

extension OSLogType {
    /// The level's name as Apple's `log` tool prints it (`Default`, `Info`, `Debug`, `Error`, `Fault`).
    var name: String {
        switch rawValue {
        case OSLogType.default.rawValue: "Default"
        case OSLogType.info.rawValue: "Info"
        case OSLogType.debug.rawValue: "Debug"
        case OSLogType.error.rawValue: "Error"
        case OSLogType.fault.rawValue: "Fault"
        default: "Level \(rawValue)"
        }
    }
}
#endif
