import Foundation

/// Runs this program again in another role and watches it: which preview it is running, whether
/// it exits, traps or hangs on one.
final class ChildProcessWatch: @unchecked Sendable {
    /// How a child ended.
    enum Outcome {
        /// It exited by itself.
        case exited(status: Int32)
        /// It died (a trap, a signal) or exited non-zero while running `slug`, if it was running one.
        case crashed(slug: String?, message: String)
        /// `slug` ran longer than the timeout; the child was killed.
        case hung(slug: String, seconds: Int)
    }

    private let arguments: [String]
    private let timeout: TimeInterval
    private let onMark: @Sendable (RenderWatch.Mark) -> Void
    private let onLine: @Sendable (String) -> Void
    private let lock = NSLock()
    private var running: [String: Date] = [:]
    private var lastBegun: String?
    /// The runtime's last `Fatal error: …` line (the backtrace after it can be long).
    private var fatalLine: String?
    private var hungSlug: String?

    /// `onMark` sees every mark (from a reader thread); `onLine` every other line of standard output.
    init(arguments: [String], timeout: TimeInterval, onMark: @escaping @Sendable (RenderWatch.Mark) -> Void = { _ in }, onLine: @escaping @Sendable (String) -> Void) {
        self.arguments = arguments
        self.timeout = timeout
        self.onMark = onMark
        self.onLine = onLine
    }

    /// Runs the child to its end (blocking) and says how it ended.
    func run() throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        process.environment = Self.environment(ProcessInfo.processInfo.environment)
        try process.run()

        let readers = DispatchGroup()
        readLines(from: output.fileHandleForReading, group: readers) { [self] line in
            if let mark = RenderWatch.Mark(line: line) { note(mark) } else { onLine(line) }
        }
        let quiet = process.environment?["SWIFT_BACKTRACE"] == "enable=no"
        readLines(from: errors.fileHandleForReading, group: readers) { [self] line in
            let trapped = lock.withLock {
                if Self.isFatal(line) { fatalLine = line.trimmingCharacters(in: .whitespaces) }
                return fatalLine != nil
            }
            if quiet, trapped, Self.isStackTraceLine(line) { return }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let monitor = Thread { [self] in
            while process.isRunning {
                Thread.sleep(forTimeInterval: 0.2)
                let overdue = lock.withLock { running.first { Date().timeIntervalSince($0.value) > timeout }?.key }
                if let overdue {
                    lock.withLock { hungSlug = overdue }
                    kill(process.processIdentifier, SIGKILL)
                    return
                }
            }
        }
        monitor.start()
        process.waitUntilExit()
        readers.wait()
        return lock.withLock { outcome(process) }
    }

    private func note(_ mark: RenderWatch.Mark) {
        lock.withLock {
            switch mark {
            case .begin(let slug):
                running[slug] = Date()
                lastBegun = slug
            case .end(let slug):
                running[slug] = nil
            case .fail:
                break
            }
        }
        onMark(mark)
    }

    private func outcome(_ process: Process) -> Outcome {
        if let hungSlug { return .hung(slug: hungSlug, seconds: Int(timeout)) }
        let status = process.terminationStatus
        if process.terminationReason == .exit, status == 0 || running.isEmpty {
            return .exited(status: status)
        }
        // The preview still running when the process died is the one to blame; if several
        // were, the one that started last.
        let slug = running.count == 1 ? running.keys.first : (lastBegun.flatMap { running[$0] != nil ? $0 : nil } ?? running.keys.first)
        return .crashed(slug: slug, message: Self.crashMessage(fatal: fatalLine, process: process))
    }

    /// The child's environment: this process's, with the runtime's crash backtracer off unless
    /// the user configured it. A preview that traps on purpose would otherwise print a few
    /// hundred lines and hold the gallery's start for seconds while the backtrace is symbolicated;
    /// the runtime's one-line message (with the file and line) is kept either way.
    static func environment(_ inherited: [String: String]) -> [String: String] {
        var environment = inherited
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    /// A line of the runtime's unsymbolicated stack trace (`Current stack trace:` and its
    /// numbered frames), printed after a trap when the backtracer is off: addresses only.
    static func isStackTraceLine(_ line: String) -> Bool {
        if line.hasPrefix("Current stack trace:") { return true }
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
    }

    static func isFatal(_ line: String) -> Bool {
        ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"].contains { line.contains($0) }
    }

    /// The runtime's own words (`Fatal error: …`) if it printed any, and how the process ended.
    static func crashMessage(fatal: String?, process: Process) -> String {
        let how = process.terminationReason == .uncaughtSignal
            ? "the process stopped with signal \(process.terminationStatus)"
            : "the process exited with status \(process.terminationStatus)"
        if let fatal { return "\(fatal) (\(how))" }
        return how.prefix(1).uppercased() + how.dropFirst()
    }

    private func readLines(from handle: FileHandle, group: DispatchGroup, _ body: @escaping @Sendable (String) -> Void) {
        group.enter()
        Thread.detachNewThread {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    body(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                    buffer.removeSubrange(buffer.startIndex...newline)
                }
            }
            if !buffer.isEmpty { body(String(decoding: buffer, as: UTF8.self)) }
            group.leave()
        }
    }
}
