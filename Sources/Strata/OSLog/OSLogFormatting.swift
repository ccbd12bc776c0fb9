#if !canImport(Darwin)
import Foundation

/// The column an interpolated value is padded to: `\(name, align: .left(columns: 10))`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0, leftAligned: false) }
    /// Padded with spaces before the value to `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: false)
    }
    /// Padded with spaces after the value to `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: true)
    }

    func apply(_ text: String) -> String {
        let padding = columns - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return leftAligned ? text + spaces : spaces + text
    }
}

/// How an interpolated integer is written: decimal (the default), hexadecimal or octal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }
    /// Lowercase hexadecimal digits without prefix.
    public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false) }
    /// Octal digits without prefix.
    public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false) }

    /// Decimal digits, `+` before positive values if asked, at least `minDigits` of them.
    public static func decimal(
        explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    /// Decimal digits, `+` before positive values if asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        .decimal(explicitPositiveSign: explicitPositiveSign, minDigits: 0)
    }
    /// Hexadecimal digits, with `0x` and in uppercase if asked, at least `minDigits` of them.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    /// Hexadecimal digits, with `0x` and in uppercase if asked.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        .hex(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }
    /// Octal digits, with `0o` if asked, at least `minDigits` of them.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    /// Octal digits, with `0o` if asked.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        .octal(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    func format<T: BinaryInteger>(_ number: T) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits {
            digits = String(repeating: "0", count: minDigits - digits.count) + digits
        }
        if includePrefix {
            digits = (radix == 16 ? "0x" : radix == 8 ? "0o" : "") + digits
        }
        if number < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written: fixed-point with six decimals (the default,
/// like `%f`), exponential, hexadecimal, or the shorter of fixed and exponential (hybrid, `%g`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point, six decimals.
    public static var fixed: OSLogFloatFormatting { .fixed(explicitPositiveSign: false) }
    /// Hexadecimal (`%a`).
    public static var hex: OSLogFloatFormatting { .hex(explicitPositiveSign: false) }
    /// Exponential (`%e`).
    public static var exponential: OSLogFloatFormatting { .exponential(explicitPositiveSign: false) }
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static var hybrid: OSLogFloatFormatting { .hybrid(explicitPositiveSign: false) }

    /// Fixed-point with `precision` decimals.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed-point, six decimals.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hexadecimal.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential with `precision` decimals.
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential with `precision` significant digits.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential, whichever is shorter.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ number: Double) -> String {
        var specifier = "%"
        if explicitPositiveSign { specifier += "+" }
        if let precision { specifier += ".\(max(0, precision))" }
        specifier += String(uppercase ? Character(conversion.uppercased()) : conversion)
        return String(format: specifier, number)
    }
}

/// How an interpolated Boolean is written: `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
#endif
