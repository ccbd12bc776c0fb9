import Strata

/// One mark as the chart reads it: what it plots and how it is styled.
struct ChartMarkModel {
    enum Kind: String { case bar, line, point, area, rule, rectangle, sector }

    var kind: Kind
    var x: PlottedValue?
    var xEnd: PlottedValue?
    var y: PlottedValue?
    var yEnd: PlottedValue?
    /// A sector's angular value.
    var angle: PlottedValue?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var stacking: MarkStackingMethod = .standard
    /// The line series (`LineMark(x:y:series:)`).
    var series: PlottedValue?

    /// `foregroundStyle(by:)`: the category that picks the color and the legend entry.
    var styleGroup: PlottedValue?
    var symbolGroup: PlottedValue?
    var positionGroup: PlottedValue?
    var style: AnyShapeStyle?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var annotations: [ChartAnnotationModel] = []
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var isAccessibilityHidden = false

    init(kind: Kind) { self.kind = kind }

    /// A mark at a position, or spanning a range along one axis.
    init(kind: Kind, x: PlottedValue?, xEnd: PlottedValue? = nil, y: PlottedValue?, yEnd: PlottedValue? = nil,
         width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.kind = kind
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
        self.width = width
        self.height = height
    }

    /// The key that keeps a line or an area together: its series, else its style group.
    var seriesKey: String {
        series?.value.text ?? styleGroup?.value.text ?? symbolGroup?.value.text ?? ""
    }
}

/// A view placed next to a mark (`annotation(position:alignment:spacing:content:)`).
struct ChartAnnotationModel {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}
