import Strata

/// A chart laid out in points: the shapes, labels and views to draw, the legend and the
/// accessible description. Built by `ChartLayout`, drawn by `Chart`.
struct ChartDrawing {
    /// A filled or stroked path.
    struct Shape {
        enum Role: Equatable { case grid, axis, mark(ChartMarkModel.Kind) }
        var path: Path
        var fill: AnyShapeStyle?
        var stroke: AnyShapeStyle?
        var strokeStyle = StrokeStyle(lineWidth: 1)
        var opacity: Double = 1
        var role: Role
    }

    /// A text or a view placed in a rectangle.
    struct Label {
        enum Content {
            case text(String)
            case view(AnyView)
        }
        var content: Content
        var rect: CGRect
        var alignment: Alignment
        var style: AnyShapeStyle?
        var font: Font?
    }

    /// An entry of the legend.
    struct LegendEntry {
        var name: String
        var style: AnyShapeStyle
        var symbol: BasicChartSymbolShape?
    }

    var size: CGSize
    var plot: CGRect
    var shapes: [Shape] = []
    var labels: [Label] = []
    var legend: [LegendEntry] = []
    var legendTitle: String?
    var summary = ""
    var xScale: ChartScale?
    var yScale: ChartScale?
}
