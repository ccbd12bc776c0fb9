import Foundation

/// A preview found in a source file.
struct FoundPreview {
    enum Kind {
        /// A `#Preview` block: its body, and the `@Previewable` declarations taken out of it.
        case block(body: String, properties: [String])
        /// A `PreviewProvider` type.
        case provider(typeName: String)
    }

    /// The name literal as written (`"Name"`), if any.
    var nameLiteral: String?
    var line: Int
    var kind: Kind
    /// Why the preview cannot be listed from another file (it uses a private declaration).
    var skipReason: String?
    /// The compilation condition of the `#if` branch the preview is in, if any.
    var condition: String?
}

/// An `import` declaration of a source file, with the condition of the `#if` branch it is in.
struct FoundImport: Equatable {
    /// The declaration as written (`import UIKit`, `import struct Foo.Bar`).
    var declaration: String
    var condition: String?
}

/// Finds top-level `#Preview` blocks and `PreviewProvider` types in Swift source text without a
/// full parser: it matches brackets while skipping strings (with interpolations) and comments.
struct PreviewScanner {
    private let bytes: [UInt8]

    init(source: String) {
        bytes = Array(source.utf8)
    }

    /// The file's import declarations (lines starting with `import` or `@_exported import`
    /// and the like), each with the `#if` branch it is in.
    static func imports(in source: String) -> [FoundImport] {
        var conditions = CompilationConditions()
        return source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if conditions.read(line) { return nil }
            let code = CompilationConditions.withoutComment(line)
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let importWord = words.firstIndex(of: "import"), importWord + 1 < words.count,
                  words[..<importWord].allSatisfy({ $0.hasPrefix("@") })
            else { return nil }
            return FoundImport(declaration: words.joined(separator: " "), condition: conditions.condition)
        }
    }

    func previews() -> [FoundPreview] {
        var found: [FoundPreview] = []
        let privateNames = privateDeclarations()
        var lineStart = 0
        var lineNumber = 1
        var conditions = CompilationConditions()
        var unavailable = false
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            if line.hasPrefix("#Preview"), var preview = block(at: lineStart + 8, line: lineNumber) {
                if case .block(let body, _) = preview.kind, let name = privateNames.first(where: { Self.contains(word: $0, in: body) }) {
                    preview.skipReason = "uses the private declaration `\(name)`"
                }
                preview.condition = conditions.condition
                found.append(preview)
            } else if conditions.read(line[...]) {
                // A directive: the branch it opens or closes applies to the lines after it.
            } else if let typeName = Self.providerName(line) {
                var preview = FoundPreview(nameLiteral: nil, line: lineNumber, kind: .provider(typeName: typeName), condition: conditions.condition)
                if unavailable { preview.skipReason = "is unavailable on iOS" }
                found.append(preview)
            }
            // Attribute lines above a declaration: one that makes it unavailable on iOS (or, in a
            // file's iOS view, everywhere) keeps its provider out of the gallery, as iOS does.
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("@") {
                unavailable = unavailable || Self.isUnavailableOnIOS(trimmed)
            } else if !trimmed.isEmpty && !trimmed.hasPrefix("//") {
                unavailable = false
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return found
    }

    /// Parses `("Name", traits: ...) { body }` after `#Preview`.
    private func block(at start: Int, line: Int) -> FoundPreview? {
        var index = skipWhitespace(from: start)
        var nameLiteral: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            guard let close = matching(from: index, open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else { return nil }
            let argumentsStart = skipWhitespace(from: index + 1)
            if argumentsStart < close, bytes[argumentsStart] == UInt8(ascii: "\"") {
                let literalEnd = skipString(from: argumentsStart)
                nameLiteral = String(decoding: bytes[argumentsStart..<literalEnd], as: UTF8.self)
            }
            index = skipWhitespace(from: close + 1)
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{"),
              let close = matching(from: index, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
        else { return nil }
        let body = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        var properties: [String] = []
        var statements: [Substring] = []
        // A `@Previewable` declaration can put its attributes on lines of their own
        // (`@Previewable @State` then `var state = ...`): they gather until the `var` or `let`.
        var pendingAttributes: String?
        for bodyLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = bodyLine.drop(while: { $0 == " " || $0 == "\t" })
            if let attributes = pendingAttributes {
                if trimmed.isEmpty { continue }
                let joined = attributes + " " + trimmed
                if Self.declaresProperty(trimmed) {
                    properties.append(joined)
                    pendingAttributes = nil
                } else {
                    pendingAttributes = joined
                }
            } else if trimmed.hasPrefix("@Previewable") {
                let declaration = trimmed.dropFirst("@Previewable".count).trimmingLeadingSpaces()
                if Self.declaresProperty(Substring(declaration)) {
                    properties.append(declaration)
                } else {
                    pendingAttributes = declaration
                }
            } else {
                statements.append(bodyLine)
            }
        }
        return FoundPreview(nameLiteral: nameLiteral, line: line, kind: .block(body: statements.joined(separator: "\n"), properties: properties))
    }

    /// Whether a `#Preview` body returns explicitly at its top level (`return controller`): such a
    /// body is not a view builder, and may return a view controller or a UIView (a UIKit preview).
    /// Top level means a `return` line indented no deeper than the body's shallowest line.
    static func returnsExplicitly(_ body: String) -> Bool {
        let lines = body.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        func indent(_ line: Substring) -> Int { line.prefix(while: { $0 == " " || $0 == "\t" }).count }
        guard let base = lines.map(indent).min() else { return false }
        return lines.contains { line in
            let trimmed = line.dropFirst(indent(line))
            return indent(line) == base && (trimmed == "return" || trimmed.hasPrefix("return ") || trimmed.hasPrefix("return("))
        }
    }

    /// `body` with its last top-level `return` handing the rest of the body (the returned
    /// expression) to `_PreviewBody`, which shows a view, a view controller or a UIView.
    static func handingReturnToPreviewBody(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> Int { line.prefix(while: { $0 == " " || $0 == "\t" }).count }
        let base = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map(indent).min() ?? 0
        guard let index = lines.lastIndex(where: { line in
            indent(line) == base && line.dropFirst(base).hasPrefix("return ")
        }) else { return body }
        let line = lines[index]
        lines[index] = String(line.prefix(base)) + "return _PreviewBody(" + line.dropFirst(base + "return ".count)
        lines.append(")")
        return lines.joined(separator: "\n")
    }

    /// Whether `line` declares a stored property (`var` or `let`, after any attributes).
    static func declaresProperty(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.contains { $0 == "var" || $0 == "let" }
    }

    /// Whether an attribute line is `@available(iOS, unavailable)` or `@available(*, unavailable)`.
    static func isUnavailableOnIOS(_ attribute: Substring) -> Bool {
        let compact = attribute.filter { $0 != " " && $0 != "\t" }
        return compact.hasPrefix("@available(iOS,unavailable") || compact.hasPrefix("@available(*,unavailable")
    }

    /// The name of a top-level, non-private `struct X: ... PreviewProvider` declared on `line`.
    static func providerName(_ line: String) -> String? {
        let head = line.firstIndex(of: "{").map { line[..<$0] } ?? line[...]
        guard head.contains("PreviewProvider") else { return nil }
        var words = head.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if let first = words.first, first == "public" || first == "internal" { words = words.dropFirst() }
        guard words.count >= 2, words.first == "struct" else { return nil }
        let name = words[words.startIndex + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, line.first == "s" || line.first == "p" || line.first == "i" else { return nil }
        return String(name)
    }

    /// Names declared `private` or `fileprivate` at the top level of the file (nested ones can only
    /// be named through their enclosing type, whose own access is what matters).
    private func privateDeclarations() -> [String] {
        let keywords: Set<Substring> = ["struct", "class", "enum", "let", "var", "func", "actor", "typealias", "protocol"]
        let modifiers: Set<Substring> = ["static", "final", "lazy", "mutating", "nonisolated", "@MainActor"]
        var names: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
            guard let access = words.first, access == "private" || access == "fileprivate" || access.hasPrefix("private(") else { continue }
            words = words.dropFirst()
            while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), words.count >= 2 else { continue }
            let name = words[words.startIndex + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// Whether `word` occurs in `text` as a whole identifier.
    static func contains(word: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary = { (character: Character?) in character.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true }
            if isBoundary(before), isBoundary(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    // MARK: Bracket matching

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
        return index
    }

    /// The index of the bracket closing the one at `start`, skipping strings and comments.
    private func matching(from start: Int, open: UInt8, close: UInt8) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")) {
                index = skipString(from: index)
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    index = skipBlockComment(from: index)
                    continue
                }
            }
            if byte == open { depth += 1 }
            if byte == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The index just past the string literal starting at `start` (plain, multi-line or raw),
    /// skipping interpolations.
    private func skipString(from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                let next = index + 1 + hashes
                if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                    index = (matching(from: next, open: UInt8(ascii: "("), close: UInt8(ascii: ")")) ?? bytes.count) + 1
                } else {
                    index = next + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == UInt8(ascii: "\"") }),
                   hashesFollow(index + quotes, count: hashes) {
                    return index + quotes + hashes
                }
            }
            if byte == UInt8(ascii: "\n"), !isMultiline { return index }
            index += 1
        }
        return bytes.count
    }

    private func hashesFollow(_ start: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { start + $0 < bytes.count && bytes[start + $0] == UInt8(ascii: "#") }
    }
}

extension Substring {
    func trimmingLeadingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }))
    }
}
