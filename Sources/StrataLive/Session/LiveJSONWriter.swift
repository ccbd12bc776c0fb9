/// Writes the small JSON messages the server sends to the client, escaping every string.
struct LiveJSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    var string: String { String(decoding: bytes, as: UTF8.self) }

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    /// Writes `"name":` inside an object; the value follows.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func int(_ value: Int) {
        separate()
        bytes.append(contentsOf: Array(String(value).utf8))
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
        needsComma = true
    }

    mutating func path(_ path: [Int]) {
        beginArray()
        for index in path { int(index) }
        endArray()
    }

    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
