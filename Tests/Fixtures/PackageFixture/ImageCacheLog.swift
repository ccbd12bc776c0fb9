// Logging the way packages written before `Logger` existed do it: the file imports the `log`
// submodule of `os` and Foundation, nothing else, and logs through `os_log` with the default log.
import Foundation
import os.log

/// What the fixture's image cache logs.
public enum ImageCacheLog {
    static let cache = OSLog(subsystem: "com.example.PackageFixture", category: "image-cache")

    /// An image was loaded from the cache.
    public static func hit(_ key: String) {
        os_log(.info, log: cache, "Cache hit for \(key)")
    }

    /// An image was not in the cache.
    public static func miss() {
        os_log("Cache miss", log: cache, type: .debug)
    }
}
