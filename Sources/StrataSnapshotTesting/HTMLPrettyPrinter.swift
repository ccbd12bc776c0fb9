/// Lays out an HTML fragment one element per line, indented by nesting, so snapshot diffs point
/// at the element that changed. Elements that contain only text stay on one line. Markup is
/// kept as written (attribute order, escaping), so the output is as deterministic as its input.
enum HTMLPrettyPrinter {
    static func format(_ html: String) -> String {
        var lines: [String] = []
        var depth = 0
        let tokens = tokenize(html)
        var index = 0
        func indent() -> String { String(repeating: "  ", count: depth) }
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case .text(let text):
                lines.append(indent() + text)
                index += 1
            case .close(let markup):
                depth = max(0, depth - 1)
                lines.append(indent() + markup)
                index += 1
            case .open(let markup, let name):
                // `<span …>text</span>` and `<div …></div>` stay on one line.
                if index + 2 < tokens.count, case .text(let text) = tokens[index + 1], case .close(let closing) = tokens[index + 2],
                   closing == "</\(name)>" {
                    lines.append(indent() + markup + text + closing)
                    index += 3
                } else if index + 1 < tokens.count, case .close(let closing) = tokens[index + 1], closing == "</\(name)>" {
                    lines.append(indent() + markup + closing)
                    index += 2
                } else {
                    lines.append(indent() + markup)
                    depth += 1
                    index += 1
                }
            case .standalone(let markup):
                lines.append(indent() + markup)
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    enum Token: Equatable {
        case open(String, name: String)
        case close(String)
        case standalone(String)
        case text(String)
    }

    /// Elements without content or closing tag.
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func tokenize(_ html: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(html)
        while !rest.isEmpty {
            guard rest.first == "<", let end = tagEnd(in: rest) else {
                let next = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                let text = rest[..<next]
                if !text.allSatisfy(\.isWhitespace) { tokens.append(.text(String(text))) }
                rest = rest[next...]
                continue
            }
            let markup = String(rest[...end])
            rest = rest[rest.index(after: end)...]
            if markup.hasPrefix("</") {
                tokens.append(.close(markup))
            } else if markup.hasPrefix("<!") || markup.hasSuffix("/>") {
                tokens.append(.standalone(markup))
            } else {
                let name = String(markup.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
                tokens.append(voidElements.contains(name) ? .standalone(markup) : .open(markup, name: name))
            }
        }
        return tokens
    }

    /// The index of the `>` that ends the tag at the start of `text`, skipping quoted values.
    private static func tagEnd(in text: Substring) -> Substring.Index? {
        var quote: Character?
        for index in text.indices.dropFirst() {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            }
        }
        return nil
    }
}
