#if !canImport(Darwin)
import Foundation

/// The `privacy:`, `format:` and `align:` arguments of Apple's log messages:
/// `logger.info("User \(id, privacy: .public) paid \(amount, format: .fixed(precision: 2))")`.
///
/// On Linux a log message is an ordinary interpolated string handed to the `os` module's C
/// functions, so these are arguments of every string interpolation; without them a value is
/// written as in any string. Each needs at least one of its labels, so plain `\(value)` is unchanged.
extension DefaultStringInterpolation {
    /// A string, redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(_ argumentString: String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy) {
        appendLiteral(align.apply(privacy.render(argumentString, publicByDefault: false)))
    }

    /// A string padded to a column.
    public mutating func appendInterpolation(_ argumentString: String, align: OSLogStringAlignment) {
        appendLiteral(align.apply(argumentString))
    }

    /// A value's description, redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy
    ) {
        appendLiteral(align.apply(privacy.render(value.description, publicByDefault: false)))
    }

    /// A value's description padded to a column.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T, align: OSLogStringAlignment) {
        appendLiteral(align.apply(value.description))
    }

    /// An integer in a format, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendLiteral(align.apply(privacy.render(format.format(number), publicByDefault: true)))
    }

    /// An integer, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy
    ) {
        appendLiteral(align.apply(privacy.render(String(number), publicByDefault: true)))
    }

    /// An integer padded to a column.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: T, align: OSLogStringAlignment) {
        appendLiteral(align.apply(String(number)))
    }

    /// A double in a format, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: Double, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendLiteral(align.apply(privacy.render(format.format(number), publicByDefault: true)))
    }

    /// A double, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ number: Double, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy) {
        appendInterpolation(number, format: .fixed, align: align, privacy: privacy)
    }

    /// A float in a format, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: Float, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInterpolation(Double(number), format: format, align: align, privacy: privacy)
    }

    /// A `CGFloat` in a format, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: CGFloat, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInterpolation(Double(number), format: format, align: align, privacy: privacy)
    }

    /// A Boolean in a format (`.truth`: true/false, `.answer`: YES/NO).
    public mutating func appendInterpolation(_ boolean: Bool, format: OSLogBoolFormat, privacy: OSLogPrivacy = .auto) {
        appendLiteral(privacy.render(format.format(boolean), publicByDefault: true))
    }

    /// A Boolean, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ boolean: Bool, privacy: OSLogPrivacy) {
        appendInterpolation(boolean, format: .truth, privacy: privacy)
    }

    /// A type's name, shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ value: Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy) {
        appendLiteral(align.apply(privacy.render(String(describing: value), publicByDefault: true)))
    }
}
#endif
