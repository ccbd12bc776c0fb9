#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends HTML to a growable byte buffer. Text and attribute values are always escaped; escaping
/// walks UTF-8 bytes and copies the runs between special characters in one go.
///
/// Noncopyable: it owns its buffer, so each write is one capacity check and a copy.
struct HTMLWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far.
    private(set) var count = 0

    /// Whether the buffer goes back to the thread's `WriterBufferCache` when the writer ends.
    private let reusesThreadBuffer: Bool

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = Self.reallocate(nil, capacity: self.capacity)
        reusesThreadBuffer = false
    }

    /// A writer for a whole page, which starts from the thread's kept buffer when it has one
    /// (`WriterBufferCache`) and gives its buffer back to the thread when it ends.
    init(reusingThreadBufferWithCapacity capacity: Int) {
        reusesThreadBuffer = true
        if let kept = WriterBufferCache.take() {
            if kept.capacity >= capacity {
                base = kept.base
                self.capacity = kept.capacity
                return
            }
            free(kept.base)
        }
        self.capacity = max(capacity, 64)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    deinit {
        if reusesThreadBuffer { WriterBufferCache.give(base, capacity: capacity) } else { free(base) }
    }

    @inline(__always)
    private mutating func reserve(_ additional: Int) {
        if count + additional > capacity { grow(to: count + additional) }
    }

    /// Grows with `realloc`: a page-sized buffer is then extended in place or remapped by the
    /// allocator instead of copied (and its pages touched again) at every doubling.
    private mutating func grow(to minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        base = Self.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(pointer, capacity) else { fatalError("HTMLWriter: out of memory (\(capacity) bytes)") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let length = buffer.count
        reserve(length)
        let target = base + count
        if length <= 32 {
            // Most pieces are a few bytes: a plain loop beats a call to memmove.
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends trusted markup written by the renderer itself.
    @inline(__always)
    mutating func raw(_ markup: StaticString) {
        // Renderer literals are ASCII, so the pointer form applies.
        append(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Appends trusted markup built by the renderer (never user content). Disfavored so that
    /// string literals take the cheaper `StaticString` form.
    @_disfavoredOverload
    mutating func raw(_ markup: String) {
        // Copy the string's contiguous UTF-8 in one go (iterating `utf8` costs a call per byte).
        var markup = markup
        markup.withUTF8 { append($0) }
    }

    /// Appends an integer in decimal.
    @inline(__always)
    mutating func decimal(_ value: Int) {
        // Most CSS numbers have one or two digits: written here, without a call.
        if value >= 0 && value < 100 {
            smallDecimal(UInt8(truncatingIfNeeded: value))
        } else if value < 0 {
            append(0x2D)
            // `0 - Int.min` overflows; its magnitude fits in UInt.
            decimal(magnitude: value.magnitude)
        } else {
            decimal(magnitude: UInt(value))
        }
    }

    /// Writes `value` (below 100) as one or two digits.
    @inline(__always)
    private mutating func smallDecimal(_ value: UInt8) {
        reserve(2)
        if value >= 10 {
            base[count] = 0x30 + value / 10
            count += 1
        }
        base[count] = 0x30 + value % 10
        count += 1
    }

    private mutating func decimal(magnitude value: UInt) {
        // Most CSS numbers have one or two digits.
        if value < 100 {
            smallDecimal(UInt8(truncatingIfNeeded: value))
            return
        }
        var digits = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        reserve(digits)
        var index = count + digits
        var rest = value
        repeat {
            index -= 1
            base[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
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
        append(0x20)
        raw(name)
        append(0x3D)
        append(0x22)
        attributeValue(value)
        append(0x22)
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
                if runStart < index { append(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
                raw(replacement)
                runStart = index + 1
            }
            if runStart < source.count { append(UnsafeBufferPointer(rebasing: source[runStart..<source.count])) }
        }
    }

    /// Drops everything written after `count` bytes (to take back an empty attribute).
    mutating func truncate(to count: Int) {
        self.count = min(self.count, max(count, 0))
    }

    /// The bytes written, copied out in one `memcpy` (`Array(UnsafeBufferPointer)` copies
    /// element by element).
    var bytes: [UInt8] {
        let count = count, base = base
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress, count > 0 { memcpy(target, base, count) }
            initialized = count
        }
    }

    /// The HTML as a string.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
