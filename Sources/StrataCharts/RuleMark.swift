import Strata

/// Chart content that represents data with a straight line across the plot: a threshold at
/// `y`, a marker at `x`, or a segment between a start and an end.
public struct RuleMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .rule)

    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        model.y = PlottedValue(y)
    }

    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        model.x = PlottedValue(x)
    }

    /// A horizontal segment from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        model.x = PlottedValue(xStart)
        model.xEnd = PlottedValue(xEnd)
        model.y = PlottedValue(y)
    }

    /// A vertical segment from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(yStart)
        model.yEnd = PlottedValue(yEnd)
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
