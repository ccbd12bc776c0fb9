#if !canImport(Darwin)
/// Whether an interpolated value appears in a log message or is redacted: `\(email, privacy: .private)`.
///
/// Strata writes what Apple's logging shows in a release build with no debugger attached: private
/// and sensitive values as `<private>`, and `.auto` values as `<private>` for strings and other
/// objects but in full for numbers and Booleans. A mask (`.private(mask: .hash)`) writes a stable
/// hash of the value instead, `<mask.hash: '…'>`, so equal values can be matched. A value
/// interpolated without `privacy:` is written in full (see docs/compatibility.md#logging-os-and-oslog).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    /// What replaces a redacted value.
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        /// A hash of the value.
        public static var hash: Mask { Mask(isHash: true) }
        /// `<private>`.
        public static var none: Mask { Mask(isHash: false) }
    }

    let kind: Kind
    let mask: Mask

    /// Public for numbers and Booleans, private for strings and objects.
    public static var auto: OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: .none) }
    /// Always shown.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(kind: .public, mask: .none) }
    /// Redacted.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(kind: .private, mask: .none) }
    /// Redacted, even where Apple's tools would show private values.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: .none) }

    /// `.auto`, with redacted values replaced by `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// `.private`, with the value replaced by `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// `.sensitive`, with the value replaced by `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// The text written for a value: itself, or its redaction.
    func render(_ text: String, publicByDefault: Bool) -> String {
        switch kind {
        case .public: return text
        case .auto where publicByDefault: return text
        default: return mask.isHash ? "<mask.hash: '\(Self.hash(text))'>" : "<private>"
        }
    }

    /// FNV-1a over the UTF-8 bytes: the same value gives the same hash in every run.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
#endif
