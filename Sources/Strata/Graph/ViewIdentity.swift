/// A view's identity: its structural position (path through builders and branches) mixed with
/// explicit ids (`ForEach`, `.id(_:)`). Stored as a 64-bit hash of that path.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    static let root = ViewIdentity(rawValue: 0x5354_5241_5441_0001)

    /// The identity of the `index`-th structural child.
    func child(_ index: Int) -> ViewIdentity {
        ViewIdentity(rawValue: Self.mix(rawValue, UInt64(bitPattern: Int64(index)) &+ 0x100))
    }

    /// The identity of a child with an explicit id.
    func child<ID: Hashable>(explicit id: ID) -> ViewIdentity {
        ViewIdentity(rawValue: Self.mix(rawValue ^ 0xA5A5_A5A5_A5A5_A5A5, UInt64(bitPattern: Int64(id.hashValue))))
    }

    /// The identity of a child whose view type is part of its identity (type erasure).
    func child(type: Any.Type) -> ViewIdentity {
        let typeBits = UInt64(UInt(bitPattern: ObjectIdentifier(type)))
        return ViewIdentity(rawValue: Self.mix(rawValue ^ 0x5A5A_5A5A_5A5A_5A5A, typeBits))
    }

    /// SplitMix64 finalizer over the combined pair.
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b | 1) &+ b
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public var description: String { String(rawValue, radix: 36) }
}
