import Strata

/// Chart content that represents data with a line through its points, one line per series.
public struct LineMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .line)

    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(y)
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        model.series = PlottedValue(series)
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
