import Strata

/// The values an axis marks.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case strideDates(Calendar.Component, count: Int)
        case strideNumbers(Double)
        case explicit([_ChartValue])
    }
    let storage: Storage

    /// Values the chart picks.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// About `desiredCount` values the chart picks.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    /// A value every `count` calendar units (`.stride(by: .day)`).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideDates(component, count: max(count, 1)))
    }

    /// A value every `stepSize`.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideNumbers(stepSize))
    }

    static func explicit(_ values: [_ChartValue]) -> AxisMarkValues { AxisMarkValues(storage: .explicit(values)) }
}

/// An axis value, as an axis mark's content closure receives it.
public struct AxisValue {
    let value: _ChartValue
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or nil when it is not of that kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromChartValue(value) }
}
