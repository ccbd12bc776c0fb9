import Strata

/// Chart content that represents data with the area under a line, one area per series.
public struct AreaMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .area)

    /// A point of an area that reaches down to zero (or to the series below it, when stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(y)
        model.stacking = stacking
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: y, stacking: stacking)
        model.series = PlottedValue(series)
    }

    /// A point of a band between `yStart` and `yEnd` (a range area).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(yStart)
        model.yEnd = PlottedValue(yEnd)
        model.stacking = .unstacked
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
