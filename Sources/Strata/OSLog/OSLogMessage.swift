#if !canImport(Darwin)
import Foundation

/// A log message written as an interpolated string: `"Loaded \(count) items for \(user, privacy: .private)"`.
/// Each value is written as its interpolation asks (`format:`, `align:`, `privacy:`) when the
/// message is made.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as written to the log, redactions applied.
    let text: String

    /// A message without interpolations.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The pieces of an `OSLogMessage`; the compiler builds it from an interpolated string literal.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// A string: redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(privacy.render(argumentString(), publicByDefault: false))
    }

    /// A value's description: redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(privacy.render(value().description, publicByDefault: false))
    }

    /// An integer: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T,
        format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(privacy.render(format.format(number()), publicByDefault: true))
    }

    /// A double: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double,
        format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(privacy.render(format.format(number()), publicByDefault: true))
    }

    /// A float: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float,
        format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        appendInterpolation(Double(number()), format: format, align: align, privacy: privacy)
    }

    /// A `CGFloat`: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat,
        format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        appendInterpolation(Double(number()), format: format, align: align, privacy: privacy)
    }

    /// A Boolean: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool,
        format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.render(format.format(boolean()), publicByDefault: true)
    }

    /// A type's name: shown unless `privacy` is `.private` or `.sensitive`.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(privacy.render(String(describing: value()), publicByDefault: true))
    }
}
#endif
