/// Appends HTML to a byte buffer. Text and attribute values are always escaped; escaping walks
/// UTF-8 bytes and copies the runs between special characters in one go.
public struct HTMLWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// Appends trusted markup written by the renderer itself.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends trusted markup built by the renderer (never user content).
    mutating func raw(_ markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends user text as element content: `&`, `<`, `>` are escaped.
    mutating func text(_ text: String) {
        escape(text, quotes: false)
    }

    /// Appends a value inside a double-quoted attribute: `&`, `<`, `>`, `"`, `'` are escaped.
    mutating func attributeValue(_ value: String) {
        escape(value, quotes: true)
    }

    /// Appends ` name="value"` with the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(0x20)
        raw(name)
        bytes.append(contentsOf: [0x3D, 0x22])
        attributeValue(value)
        bytes.append(0x22)
    }

    private mutating func escape(_ string: String, quotes: Bool) {
        var string = string
        string.withUTF8 { source in
            var runStart = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch source[index] {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22 where quotes: replacement = "&quot;"
                case 0x27 where quotes: replacement = "&#39;"
                default: continue
                }
                if runStart < index {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                }
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            if runStart < source.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
            }
        }
    }

    /// The HTML as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
