#if !canImport(Darwin)
import os
import Synchronization

/// The subsystems and categories of the logs a program made, by the number an `OSLog` holds.
/// Each pair is stored once, so making the same log again (say, in a view's initializer) costs a
/// lookup and no memory.
final class OSLogRegistry: Sendable {
    static let shared = OSLogRegistry()

    /// The number of `OSLog.disabled`, whose messages are dropped.
    static let disabled: UInt32 = .max

    struct Entry: Hashable, Sendable {
        var subsystem: String
        var category: String
    }

    private struct State {
        // Number 0 is the default log (`Logger()`, `OSLog.default`): no subsystem, no category.
        var entries: [Entry] = [Entry(subsystem: "", category: "")]
        var numbers: [Entry: UInt32] = [Entry(subsystem: "", category: ""): 0]
    }

    private let state = Mutex(State())

    /// The number of the log with this subsystem and category, registered on first use.
    func number(subsystem: String, category: String) -> UInt32 {
        let entry = Entry(subsystem: subsystem, category: category)
        return state.withLock { state in
            if let number = state.numbers[entry] { return number }
            let number = UInt32(state.entries.count)
            state.entries.append(entry)
            state.numbers[entry] = number
            return number
        }
    }

    /// The subsystem and category of a log number (the default log's for a number never handed out).
    func entry(_ number: UInt32) -> Entry {
        state.withLock { state in
            Int(number) < state.entries.count ? state.entries[Int(number)] : state.entries[0]
        }
    }
}

extension OSLog {
    /// A log with a subsystem (usually the bundle or package identifier) and a category (a part of it).
    public init(subsystem: String, category: String) {
        self.init(_strata_log: OSLogRegistry.shared.number(subsystem: subsystem, category: category))
    }

    /// The log without subsystem or category.
    public static var `default`: OSLog { OSLog(_strata_log: 0) }

    /// A log whose messages are dropped.
    public static var disabled: OSLog { OSLog(_strata_log: OSLogRegistry.disabled) }

    /// Whether messages of this level are written (all are, except to `OSLog.disabled`).
    public func isEnabled(type: OSLogType) -> Bool {
        _strata_log != OSLogRegistry.disabled
    }

    var isDisabled: Bool { _strata_log == OSLogRegistry.disabled }
    var subsystem: String { OSLogRegistry.shared.entry(_strata_log).subsystem }
    var category: String { OSLogRegistry.shared.entry(_strata_log).category }
}
#endif
