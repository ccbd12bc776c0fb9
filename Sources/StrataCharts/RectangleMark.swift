import Strata

/// Chart content that represents data with rectangles: cells of a heat map over two
/// categories, or areas between starts and ends.
public struct RectangleMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .rectangle)

    /// A rectangle centered at (`x`, `y`), filling the category's band where an axis is categorical.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        model.x = PlottedValue(x)
        model.y = PlottedValue(y)
        model.width = width
        model.height = height
    }

    /// The rectangle between the starts and the ends.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        model.x = PlottedValue(xStart)
        model.xEnd = PlottedValue(xEnd)
        model.y = PlottedValue(yStart)
        model.yEnd = PlottedValue(yEnd)
    }

    /// A band from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        model = ChartMarkModel(kind: .rectangle, x: PlottedValue(xStart), xEnd: PlottedValue(xEnd), y: PlottedValue(y), height: height)
    }

    /// A band from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        model = ChartMarkModel(kind: .rectangle, x: PlottedValue(x), y: PlottedValue(yStart), yEnd: PlottedValue(yEnd), width: width)
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
