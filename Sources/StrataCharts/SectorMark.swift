import Strata

/// Chart content that represents data with a sector of a pie or donut: its angle is
/// proportional to its value's share of the total.
public struct SectorMark: ChartContent {
    public typealias Body = Never
    var model = ChartMarkModel(kind: .sector)

    /// A sector whose angle is proportional to `angle`; an `innerRadius` makes a donut.
    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        model.angle = PlottedValue(angle)
        model.innerRadius = innerRadius
        model.outerRadius = outerRadius
        model.angularInset = angularInset ?? 0
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        marks.items.append(content.model)
    }
}
