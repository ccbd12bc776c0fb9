/// The inline Markdown subset SwiftUI applies to string literals in `Text`:
/// `**strong**`, `*emphasis*` / `_emphasis_`, `` `code` ``, `~~strikethrough~~`, and `\` escapes.
enum InlineMarkdown {
    private static let specials: Set<Character> = ["*", "_", "`", "~", "\\"]

    /// Whether `text` has any character Markdown would interpret (a fast byte scan).
    private static func hasSpecials(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes
            where byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "\\") {
                return true
            }
            return false
        }
    }

    /// Escapes `text` so it renders literally.
    static func escaped(_ text: String) -> String {
        guard hasSpecials(text) else { return text }
        var result = ""
        result.reserveCapacity(text.count + 4)
        for character in text {
            if specials.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Splits `source` into styled runs.
    static func runs(_ source: String) -> [TextRun] {
        content(source).runs
    }

    /// The text `source` shows: plain when it has no Markdown.
    static func content(_ source: String) -> TextContent {
        guard hasSpecials(source) else { return .plain(source) }
        var parser = Parser(characters: Array(source))
        return .runs(parser.parse())
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var runs: [TextRun] = []
        var current = TextRun(string: "")
        var bold = false, italic = false, strike = false

        init(characters: [Character]) { self.characters = characters }

        mutating func parse() -> [TextRun] {
            while index < characters.count {
                let character = characters[index]
                if character == "\\", index + 1 < characters.count {
                    current.string.append(characters[index + 1])
                    index += 2
                } else if character == "`", let end = closing("`", from: index + 1) {
                    flush()
                    var code = style(TextRun(string: String(characters[(index + 1)..<end])))
                    code.isCode = true
                    code.isMonospaced = true
                    runs.append(code)
                    index = end + 1
                } else if matches("**"), bold || closing2("**", from: index + 2) != nil {
                    toggle(\.bold, width: 2)
                } else if matches("~~"), strike || closing2("~~", from: index + 2) != nil {
                    toggle(\.strike, width: 2)
                } else if character == "*" || character == "_", italic || closing(character, from: index + 1) != nil {
                    toggle(\.italic, width: 1)
                } else {
                    current.string.append(character)
                    index += 1
                }
            }
            flush()
            return runs.isEmpty ? [TextRun(string: "")] : runs
        }

        private func matches(_ token: String) -> Bool {
            let token = Array(token)
            guard index + token.count <= characters.count else { return false }
            return Array(characters[index..<(index + token.count)]) == token
        }

        private func closing(_ character: Character, from start: Int) -> Int? {
            guard start < characters.count else { return nil }
            return characters[start...].firstIndex(of: character).flatMap { $0 > start ? $0 : nil }
        }

        private func closing2(_ token: String, from start: Int) -> Int? {
            let token = Array(token)
            var position = start + 1
            while position + token.count <= characters.count {
                if Array(characters[position..<(position + token.count)]) == token { return position }
                position += 1
            }
            return nil
        }

        private mutating func toggle(_ flag: WritableKeyPath<Parser, Bool>, width: Int) {
            flush()
            self[keyPath: flag].toggle()
            index += width
        }

        private func style(_ run: TextRun) -> TextRun {
            var run = run
            if bold { run.weight = .bold }
            if italic { run.isItalic = true }
            if strike { run.strikethrough = .some(nil) }
            return run
        }

        private mutating func flush() {
            if !current.string.isEmpty { runs.append(style(current)) }
            current = TextRun(string: "")
        }
    }
}
