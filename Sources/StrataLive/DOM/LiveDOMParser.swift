/// Parses the HTML that `StrataHTML` emits into a `LiveDOM`.
///
/// This is not a general HTML parser: it reads well-formed markup with quoted attributes, void
/// elements, self-closing SVG children and the entities `HTMLWriter` produces, which is all a
/// render tree can become. Anything else is reported as an error rather than guessed at.
struct LiveDOMParser {
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "Malformed HTML at byte \(offset): \(reason)" }
    }

    private let bytes: [UInt8]
    private let source: LiveSource
    private var position = 0

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func parse(_ bytes: [UInt8]) throws -> LiveDOM {
        var parser = LiveDOMParser(bytes: bytes)
        let roots = try parser.parseChildren(until: nil, inSVG: false)
        return LiveDOM(source: bytes, roots: roots)
    }

    /// Parses a part of a page whose elements lie in SVG content when `inSVG`.
    static func parse(_ bytes: [UInt8], inSVG: Bool) throws -> [LiveNode] {
        var parser = LiveDOMParser(bytes: bytes)
        return try parser.parseChildren(until: nil, inSVG: inSVG)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        source = LiveSource(bytes)
    }

    private mutating func parseChildren(until closingTag: String?, inSVG: Bool) throws -> [LiveNode] {
        var nodes: [LiveNode] = []
        var textStart = position
        func flushText(upTo end: Int) {
            if textStart < end { nodes.append(.text(Self.decode(bytes[textStart..<end]))) }
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            flushText(upTo: position)
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                let start = position
                position += 2
                let name = readName()
                try expect(UInt8(ascii: ">"))
                guard name == closingTag else {
                    throw Failure(offset: start, reason: "unexpected </\(name)>")
                }
                return nodes
            }
            if bytes[position...].starts(with: Array("<!--".utf8)) {
                try skipComment()
            } else {
                nodes.append(.element(try parseElement(inSVG: inSVG)))
            }
            textStart = position
        }
        flushText(upTo: position)
        if let closingTag { throw Failure(offset: position, reason: "missing </\(closingTag)>") }
        return nodes
    }

    private mutating func parseElement(inSVG: Bool) throws -> LiveElement {
        let start = position
        position += 1
        let tag = readName()
        guard !tag.isEmpty else { throw Failure(offset: start, reason: "expected a tag name") }
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while true {
            skipSpaces()
            guard position < bytes.count else { throw Failure(offset: start, reason: "unterminated <\(tag)") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                break
            }
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                selfClosing = true
                break
            }
            let name = readName()
            guard !name.isEmpty else { throw Failure(offset: position, reason: "expected an attribute name") }
            var value = ""
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                try expect(UInt8(ascii: "\""))
                let valueStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") { position += 1 }
                value = Self.decode(bytes[valueStart..<position])
                try expect(UInt8(ascii: "\""))
            }
            attributes.append((name, value))
        }
        let isSVG = inSVG || tag == "svg"
        var children: [LiveNode] = []
        if !selfClosing, !Self.voidElements.contains(tag) {
            children = try parseChildren(until: tag, inSVG: isSVG)
        }
        return LiveElement(tag: tag, attributes: attributes, children: children, sourceRange: start..<position, source: source, isSVG: inSVG)
    }

    private mutating func skipComment() throws {
        let start = position
        while position + 2 < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-"), bytes[position + 2] == UInt8(ascii: ">") {
                position += 3
                return
            }
            position += 1
        }
        throw Failure(offset: start, reason: "unterminated comment")
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            guard isNameByte else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x09 || bytes[position] == 0x0D {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard position < bytes.count, bytes[position] == byte else {
            throw Failure(offset: position, reason: "expected '\(Character(Unicode.Scalar(byte)))'")
        }
        position += 1
    }

    /// Decodes character references: the named ones HTML escaping uses, and numeric ones.
    static func decode(_ slice: ArraySlice<UInt8>) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            guard byte == UInt8(ascii: "&"), let semicolon = slice[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                result.append(byte)
                index += 1
                continue
            }
            let entity = String(decoding: slice[(index + 1)..<semicolon], as: UTF8.self)
            if let scalar = Self.scalar(forEntity: entity) {
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = semicolon + 1
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func scalar(forEntity entity: String) -> Unicode.Scalar? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let digits = entity.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
