// Diagnostics through Apple's unified logging, as packages log.
import os

enum Log {
    static let toast = Logger(subsystem: "com.example.PackageFixture", category: "toast")
    static let legacy = OSLog(subsystem: "com.example.PackageFixture", category: "legacy")

    /// The message a toast logs when it is shown.
    static func shown(_ title: String, duration: Double) -> OSLogMessage {
        "showing \(title, privacy: .public) for \(duration, format: .fixed(precision: 1))s"
    }
}
