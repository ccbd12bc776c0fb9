import Foundation

/// How a gallery child process tells its supervisor which preview it is running, so that a trap
/// or a hang can be pinned on that preview. One line per mark on standard output, each starting
/// with an ASCII record separator so that it cannot be confused with the program's own output.
enum RenderWatch {
    static let marker = "\u{1E}strata "
    private static let lock = NSLock()

    /// The child starts running the preview `slug`'s code.
    static func begin(_ slug: String) { send("begin \(slug)") }
    /// The child finished running it.
    static func end(_ slug: String) { send("end \(slug)") }
    /// The preview failed without ending the process (it threw).
    static func fail(_ slug: String, _ message: String) {
        send("fail \(slug) \(message.replacingOccurrences(of: "\n", with: " "))")
    }

    private static func send(_ line: String) {
        lock.withLock {
            FileHandle.standardOutput.write(Data((marker + line + "\n").utf8))
        }
    }

    /// A mark parsed from a line of the child's output.
    enum Mark: Equatable {
        case begin(String), end(String), fail(String, String)

        init?(line: String) {
            guard line.hasPrefix(RenderWatch.marker) else { return nil }
            let words = line.dropFirst(RenderWatch.marker.count).split(separator: " ", maxSplits: 2).map(String.init)
            switch (words.first, words.count) {
            case ("begin"?, 2): self = .begin(words[1])
            case ("end"?, 2): self = .end(words[1])
            case ("fail"?, 3): self = .fail(words[1], words[2])
            default: return nil
            }
        }
    }
}
