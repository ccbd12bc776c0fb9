// Logging the way image-loading packages written for iOS 12 do it: the file imports Foundation and
// the `log` submodule of `os`, nothing else, and passes the values to printf-style `os_log` forms
// with a format string, the default log and a level chosen at run time.
import Foundation
import os.log

/// What the fixture's downloader logs.
public enum DownloadLog {
    /// A download began: the caller's type, the function and a message.
    public static func started(_ object: Any, _ function: String, _ message: String, type: OSLogType = .info) {
        let typeName = String(describing: Swift.type(of: object))
        os_log("[%@] (%@) %@", log: .default, type: type, typeName, function, message)
    }

    /// A download finished with a byte count and a duration in seconds.
    public static func finished(_ url: String, bytes: Int, seconds: Double) {
        os_log("%{public}@: %ld bytes in %.2f s", log: OSLog(subsystem: "com.example.PackageFixture", category: "download"),
               type: .debug, url, bytes, seconds)
    }

    /// A download failed; the address is private.
    public static func failed(_ url: String, code: Int) {
        os_log("Failed %{private}@ (%d)", type: .error, url, code)
    }
}
