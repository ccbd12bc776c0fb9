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

/// The styles of a chart's categories (`foregroundStyle(by:)`): the palette in turn, unless
/// `chartForegroundStyleScale` says otherwise.
struct ChartSeriesStyles {
    /// SwiftUI's system colors in the order Swift Charts gives them to categories.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .indigo, .brown, .mint, .cyan]

    let names: [String]
    let configuration: ChartConfiguration

    init(marks: [ChartMarkModel], configuration: ChartConfiguration) {
        var names = configuration.styleScale.map(\.category)
        for mark in marks {
            if let name = mark.styleGroup?.value.text, !names.contains(name) { names.append(name) }
        }
        self.names = names
        self.configuration = configuration
    }

    /// The style of a category.
    func style(for value: _ChartValue) -> AnyShapeStyle {
        let name = value.text
        if let scaled = configuration.styleScale.first(where: { $0.category == name }) { return scaled.style }
        if let mapping = configuration.styleMapping { return mapping(value) }
        let index = names.firstIndex(of: name) ?? 0
        if let range = configuration.styleRange { return range[index % range.count] }
        return AnyShapeStyle(Self.palette[index % Self.palette.count])
    }

    /// The style a mark is drawn with: its own, its category's, or the first color.
    func style(for mark: ChartMarkModel) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let group = mark.styleGroup { return style(for: group.value) }
        return AnyShapeStyle(Self.palette[0])
    }
}
