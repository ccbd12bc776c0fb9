/// A view's identity: its structural position (path through builders and branches) mixed with
/// explicit ids (`ForEach`, `.id(_:)`). Stored as a 64-bit hash of that path.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Dictionaries and sets keyed by identities hash them with one multiplication instead of
    /// SipHash: the raw value is already the output of a mixing function over the view's path,
    /// and the explicit ids in it went through the process's seeded hasher, so its bits are
    /// uniform and cannot be chosen from outside. (Graphs and live pages look identities up once
    /// per view on every update.) `hash(into:)` is unchanged.
    public func _rawHashValue(seed: Int) -> Int {
        var bits = rawValue ^ UInt64(bitPattern: Int64(seed))
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: bits ^ (bits >> 33))
    }

    static let root = ViewIdentity(rawValue: 0x5354_5241_5441_0001)

    /// The identity of the `index`-th structural child.
    func child(_ index: Int) -> ViewIdentity {
        ViewIdentity(rawValue: Self.mix(rawValue, UInt64(bitPattern: Int64(index)) &+ 0x100))
    }

    /// The identity of a child with an explicit id. Inlinable: a `ForEach` in view code derives
    /// one per element, specialized for its id type.
    @inlinable
    func child<ID: Hashable>(explicit id: ID) -> ViewIdentity {
        ViewIdentity(rawValue: Self.mix(rawValue ^ 0xA5A5_A5A5_A5A5_A5A5, Self.explicitBits(of: id)))
    }

    /// The bits an explicit id adds to an identity. Integer ids (the usual `ForEach` ids) are used
    /// as they are, mixed with a constant, instead of going through the seeded hasher: that was
    /// about 180 instructions per row of a list evaluated again. The identity then mixes them,
    /// and dictionaries keyed by identities mix in their own seed (`_rawHashValue(seed:)`), so
    /// chosen ids still cannot aim at buckets. Other ids use their hash value.
    @inlinable @inline(__always)
    static func explicitBits<ID: Hashable>(of id: ID) -> UInt64 {
        if ID.self == Int.self {
            return UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) ^ 0x6A09_E667_F3BC_C908
        }
        return UInt64(bitPattern: Int64(id.hashValue))
    }

    /// The identity of a child whose view type is part of its identity (type erasure).
    func child(type: Any.Type) -> ViewIdentity {
        let typeBits = UInt64(UInt(bitPattern: ObjectIdentifier(type)))
        return ViewIdentity(rawValue: Self.mix(rawValue ^ 0x5A5A_5A5A_5A5A_5A5A, typeBits))
    }

    /// SplitMix64 finalizer over the combined pair.
    @usableFromInline
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b | 1) &+ b
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The node id a live page stamps on this view's elements (`data-s`): the identity's top 48
    /// bits as eight characters of `0-9 a-z A-Z - _`, which need no escaping in attributes,
    /// element ids, CSS selectors, JSON or URLs. Two views of one page share an id only when
    /// their 48-bit prefixes collide (for a page of 2,000 elements, about one page in 10^8;
    /// the live diff and mirror then treat the id as no key).
    public var description: String {
        let bits = nodeIDBits
        return String(unsafeUninitializedCapacity: Self.nodeIDLength) { buffer in
            for index in 0..<Self.nodeIDLength {
                let digit = UInt8(truncatingIfNeeded: bits >> UInt64(6 * (Self.nodeIDLength - 1 - index))) & 63
                buffer[index] = Self.nodeIDCharacter(digit)
            }
            return Self.nodeIDLength
        }
    }

    /// The bits of the identity its node id (`description`) keeps.
    public var nodeIDBits: UInt64 { rawValue >> 16 }

    /// The identity bits the node id `text` names (`nodeIDBits`), or nil when `text` is not a
    /// node id.
    public static func nodeIDBits(of text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes -> UInt64? in
            guard bytes.count == nodeIDLength else { return nil }
            var bits: UInt64 = 0
            for byte in bytes {
                guard let digit = nodeIDDigit(byte) else { return nil }
                bits = bits << 6 | UInt64(digit)
            }
            return bits
        }
    }

    private static let nodeIDLength = 8

    private static func nodeIDCharacter(_ digit: UInt8) -> UInt8 {
        switch digit {
        case 0..<10: UInt8(ascii: "0") + digit
        case 10..<36: UInt8(ascii: "a") + digit - 10
        case 36..<62: UInt8(ascii: "A") + digit - 36
        case 62: UInt8(ascii: "-")
        default: UInt8(ascii: "_")
        }
    }

    private static func nodeIDDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A") + 36
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
