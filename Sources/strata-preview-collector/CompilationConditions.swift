import Foundation

/// Follows `#if` / `#elseif` / `#else` / `#endif` lines through a file, so what is found inside a
/// branch can be written out under the same condition.
///
/// Each branch becomes one condition: `#elseif B` after `#if A` is `!(A) && (B)`, and `#else` is
/// `!(A) && !(B)`; nested branches are joined with `&&`.
struct CompilationConditions {
    private struct Level {
        var earlier: [String] = []
        /// The current branch's condition, nil in `#else`.
        var current: String?

        var condition: String {
            (earlier.map { "!(\($0))" } + (current.map { ["(\($0))"] } ?? [])).joined(separator: " && ")
        }
    }

    private var levels: [Level] = []

    /// The condition in force, or nil outside any `#if`.
    var condition: String? {
        levels.isEmpty ? nil : levels.map(\.condition).joined(separator: " && ")
    }

    /// Reads one line; returns whether it was a conditional-compilation directive.
    mutating func read(_ line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("#") else { return false }
        let words = trimmed.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        let expression = words.count > 1 ? Self.withoutComment(words[1]) : ""
        switch words.first {
        case "#if":
            levels.append(Level(current: expression))
        case "#elseif":
            guard !levels.isEmpty else { return true }
            if let current = levels[levels.count - 1].current { levels[levels.count - 1].earlier.append(current) }
            levels[levels.count - 1].current = expression
        case "#else":
            guard !levels.isEmpty else { return true }
            if let current = levels[levels.count - 1].current { levels[levels.count - 1].earlier.append(current) }
            levels[levels.count - 1].current = nil
        case "#endif":
            if !levels.isEmpty { levels.removeLast() }
        default:
            return false
        }
        return true
    }

    /// `text` without a trailing `//` comment and surrounding spaces.
    static func withoutComment(_ text: Substring) -> String {
        let code = text.range(of: "//").map { text[..<$0.lowerBound] } ?? text
        return String(code.trimmingCharacters(in: .whitespaces))
    }

    /// `lines` wrapped in `#if condition` ... `#endif` when there is a condition.
    static func wrap(_ lines: [String], in condition: String?) -> [String] {
        guard let condition else { return lines }
        return ["#if \(condition)"] + lines + ["#endif"]
    }
}
