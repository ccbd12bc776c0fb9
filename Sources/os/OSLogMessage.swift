import Foundation

/// How much of an interpolated value a log shows. On Linux every value is shown: the privacy is
/// recorded for the signature's sake (`\(token, privacy: .private)`).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    public enum Mask: Equatable, Sendable { case hash, none }

    public static let auto = OSLogPrivacy(kind: .auto)
    public static let `public` = OSLogPrivacy(kind: .public)
    public static let `private` = OSLogPrivacy(kind: .private)
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// How an interpolated floating-point value is written (`\(ratio, format: .fixed(precision: 2))`).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let exponential: Bool
    public static let fixed = OSLogFloatFormatting(precision: nil, exponential: false)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), exponential: false)
    }
    public static let exponential = OSLogFloatFormatting(precision: nil, exponential: true)
}

/// How an interpolated integer is written (`\(flags, format: .hex)`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: String
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: "")
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: "")
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: "")
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix ? "0x" : "")
    }
}

/// Padding for an interpolated value (`\(name, align: .left(columns: 10))`).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leading: Bool
    public static let none = OSLogStringAlignment(columns: 0, leading: true)
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leading: false) }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leading: true) }
}

/// A log message written with string interpolation, the argument of `Logger`'s methods.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += Self.aligned(String(describing: value()), align)
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += Self.aligned(format.prefix + String(value(), radix: format.radix), align)
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += Self.aligned(Self.formatted(value(), format), align)
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += Self.aligned(Self.formatted(Double(value()), format), align)
        }

        static func formatted(_ value: Double, _ format: OSLogFloatFormatting) -> String {
            if format.exponential { return String(format: "%e", value) }
            guard let precision = format.precision else { return String(describing: value) }
            return String(format: "%.\(max(0, precision))f", value)
        }

        static func aligned(_ text: String, _ align: OSLogStringAlignment) -> String {
            let padding = String(repeating: " ", count: max(0, align.columns - text.count))
            return align.leading ? padding + text : text + padding
        }
    }

    /// The message as written.
    public let description: String

    public init(stringLiteral value: String) { description = value }
    public init(stringInterpolation: StringInterpolation) { description = stringInterpolation.text }
}
