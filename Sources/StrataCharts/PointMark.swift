import Strata

/// Chart content that represents data with a symbol at each point (a scatter plot).
public struct PointMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .point)

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(y)
    }

    /// A point at `x`, in the middle of the chart's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        model.x = PlottedValue(x)
    }

    /// A point at `y`, in the middle of the chart's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        model.y = PlottedValue(y)
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
