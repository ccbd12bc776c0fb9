import Strata

/// A type that can serve as data plotted in a chart: numbers (quantitative), `Date` (temporal)
/// and `String` (categorical) are primitive plottables; other types map to one of them.
///
/// An enum with a primitive raw value becomes categorical data by declaring the conformance:
/// `enum Status: String, Plottable { case active, inactive }`.
public protocol Plottable {
    /// The primitive plottable type this type maps to.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value that represents this value.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive value, or nil when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types (numbers, `Date`, `String`). Do not conform your own types.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {
    /// The value as the chart reads it.
    var _chartValue: _ChartValue { get }
    /// The value for what the chart read, when the type can hold it.
    static func _fromChartValue(_ value: _ChartValue) -> Self?
}

/// A plotted value as the chart reads it: a number, a date or a category.
public enum _ChartValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// A number for positioning on a quantitative or temporal scale.
    var numeric: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// A short text for labels, legends and accessibility.
    var text: String {
        switch self {
        case .category(let string): string
        case .number(let number): ChartNumberFormat.string(number)
        case .date(let date): ChartDateFormat.string(date, unit: .day)
        }
    }
}

extension Plottable {
    /// The value as the chart reads it.
    var chartValue: _ChartValue { primitivePlottable._chartValue }

    /// The value of this type for what the chart read, if any.
    static func fromChartValue(_ value: _ChartValue) -> Self? {
        PrimitivePlottable._fromChartValue(value).flatMap { Self(primitivePlottable: $0) }
    }
}

extension Plottable where Self: PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
    /// An enum's raw value is its plotted value.
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .category(self) }
    public static func _fromChartValue(_ value: _ChartValue) -> String? {
        if case .category(let string) = value { string } else { value.text }
    }
}

extension Date: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .date(self) }
    public static func _fromChartValue(_ value: _ChartValue) -> Date? {
        if case .date(let date) = value { date } else { nil }
    }
}

/// Numbers plot on a quantitative scale (an implementation detail of the numeric conformances).
public protocol _NumericPlottable: PrimitivePlottableProtocol {
    var _doubleValue: Double { get }
    init?(_chartNumber value: Double)
}

extension _NumericPlottable {
    public var _chartValue: _ChartValue { .number(_doubleValue) }
    public static func _fromChartValue(_ value: _ChartValue) -> Self? {
        if case .number(let number) = value { Self(_chartNumber: number) } else { nil }
    }
}

extension BinaryInteger where Self: _NumericPlottable {
    public var _doubleValue: Double { Double(self) }
    public init?(_chartNumber value: Double) {
        guard value.isFinite else { return nil }
        self.init(exactly: value.rounded())
    }
}

extension BinaryFloatingPoint where Self: _NumericPlottable {
    public var _doubleValue: Double { Double(self) }
    public init?(_chartNumber value: Double) { self.init(value) }
}

extension Int: _NumericPlottable {}
extension Int8: _NumericPlottable {}
extension Int16: _NumericPlottable {}
extension Int32: _NumericPlottable {}
extension Int64: _NumericPlottable {}
extension UInt: _NumericPlottable {}
extension UInt8: _NumericPlottable {}
extension UInt16: _NumericPlottable {}
extension UInt32: _NumericPlottable {}
extension UInt64: _NumericPlottable {}
extension Double: _NumericPlottable {}
extension Float: _NumericPlottable {}
extension CGFloat: _NumericPlottable {}
