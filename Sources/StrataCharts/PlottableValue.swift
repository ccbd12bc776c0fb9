import Strata

/// Labeled data plotted by a mark property (x, y, angle, foreground style, ...):
/// `.value("Day", entry.day)`.
public struct PlottableValue<Value: Plottable> {
    /// The label of the data (the axis or legend title).
    let label: String
    /// The plotted value.
    let value: Value
    /// For dates: the calendar unit each value spans (a bar over a day, a month, ...).
    let unit: Calendar.Component?

    /// A value labeled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label).plainText, value: value, unit: nil)
    }

    /// A value labeled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil)
    }

    /// A value labeled with text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: value, unit: nil)
    }

    var chartValue: _ChartValue { value.chartValue }
}

extension PlottableValue where Value == Date {
    /// A date spanning a calendar unit (`.value("Day", date, unit: .day)`).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label).plainText, value: value, unit: unit)
    }

    /// A date spanning a calendar unit, labeled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: value, unit: unit)
    }
}

/// The resolved label and value of a `PlottableValue`, without its type.
struct PlottedValue {
    var label: String
    var value: _ChartValue
    var unit: Calendar.Component?

    init<Value: Plottable>(_ plottable: PlottableValue<Value>) {
        label = plottable.label
        value = plottable.chartValue
        unit = plottable.unit
    }
}
