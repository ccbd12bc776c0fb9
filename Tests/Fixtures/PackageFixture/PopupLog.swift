// Logging as popup packages do it: this file imports `os` and nothing else (the views that call it
// import SwiftUI), with a logger per category, a qualified `os.Logger()` beside a package type of
// the same name, `os_log` from older code, and an unfair lock around shared state.
import os

/// The package's own logger type, which hides `os.Logger` in the module (so calls qualify it).
final class Logger {}

/// What the popup package logs.
public enum PopupLog {
    static let popups = os.Logger(subsystem: "com.example.PackageFixture", category: "popups")
    static let legacy = OSLog(subsystem: "com.example.PackageFixture", category: "legacy")

    /// A popup was shown; `id` is the popup's public identifier, `title` what it says.
    public static func presented(id: String, title: String, onScreen: Int) {
        popups.info("Presented \(id, privacy: .public) (\(title)); \(onScreen) on screen")
    }

    /// A popup was dismissed after some time.
    public static func dismissed(id: String, after milliseconds: Int) {
        os_log(.debug, log: legacy, "\(id, privacy: .public) dismissed after \(milliseconds) ms")
    }

    /// A misuse of the package, at the level the caller chooses.
    public static func report(level: OSLogType, message: String) {
        os.Logger().log(level: level, "ERROR!\n\nFRAMEWORK: PackageFixture\nDESCRIPTION: \(message)")
    }

    /// A queue overflow.
    public static func overflow(limit: Int) {
        if legacy.isEnabled(type: .fault) {
            os_log(.fault, log: legacy, "Queue over its limit of \(limit, format: .decimal(minDigits: 3)) popups")
        }
        os_log("Overflow reported")
    }
}

/// Hands out popup identifiers from any thread.
public final class PopupIdentifiers: @unchecked Sendable {
    private let lock: os_unfair_lock_t = {
        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        return lock
    }()
    private var last = 0

    public init() {}

    deinit {
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// The next identifier; no two calls return the same one.
    public func next() -> Int {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        os_unfair_lock_assert_owner(lock)
        last += 1
        return last
    }

    /// Whether another thread holds the lock right now.
    public var isBusy: Bool {
        guard os_unfair_lock_trylock(lock) else { return true }
        os_unfair_lock_unlock(lock)
        return false
    }
}
