// `Measurement.formatted(_:)` and `Measurement.FormatStyle`, which Apple's Foundation has and
// Linux's lacks: `angle.formatted(.measurement(width: .narrow, numberFormatStyle: .number))`.
// The number is formatted with the given number style (the locale's default otherwise) and the
// unit written with its symbol: right after the number for `.narrow` ("45°"), after a space
// otherwise ("45 m"). Apple's spelled-out unit names (`.wide`: "45 degrees") and unit conversion
// for a usage are not provided.

import Foundation

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: a number style and a unit width.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much room the unit takes.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let rawValue: Int
            /// The unit spelled out (written with its symbol here).
            public static var wide: UnitWidth { UnitWidth(rawValue: 0) }
            /// The unit abbreviated.
            public static var abbreviated: UnitWidth { UnitWidth(rawValue: 1) }
            /// The unit's symbol right after the number.
            public static var narrow: UnitWidth { UnitWidth(rawValue: 2) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement as text: its number, then its unit's symbol.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: locale)).format(measurement.value)
            let symbol = measurement.unit.symbol
            return width == .narrow ? number + symbol : number + " " + symbol
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            style.numberFormatStyle = numberFormatStyle?.locale(locale)
            return style
        }
    }

    /// The measurement written with `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement written with its unit abbreviated.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .narrow, numberFormatStyle: .number.precision(...))`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
    }
}
