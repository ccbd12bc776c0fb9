import Strata

/// Chart content that represents data with bars: vertical bars over categories or dates,
/// horizontal bars when the value is on x, and floating bars from a start to an end.
public struct BarMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .bar)

    /// A bar at `x` reaching `y` (or at `y` reaching `x` when x is the number).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(y)
        model.width = width
        model.height = height
        model.stacking = stacking
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        model = ChartMarkModel(kind: .bar, x: PlottedValue(xStart), xEnd: PlottedValue(xEnd), y: PlottedValue(y), height: height)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        model = ChartMarkModel(kind: .bar, x: PlottedValue(x), y: PlottedValue(yStart), yEnd: PlottedValue(yEnd), width: width)
    }

    /// A horizontal bar reaching `x`, spanning the chart's height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        model.x = PlottedValue(x)
        model.height = height
        model.stacking = stacking
    }

    /// A vertical bar reaching `y`, spanning the chart's width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        model.y = PlottedValue(y)
        model.width = width
        model.stacking = stacking
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
