import Strata

/// A view that draws chart content: marks over scales with axes and a legend.
///
/// A server does not measure, so a chart lays itself out at a fixed size: the width of the
/// `geometryEstimate` environment value less 32 points of margins (at least 200; a legend
/// beside the plot takes its share), and a height of 200 points (`chartPlotStyle` can change
/// neither). Marks become SVG shapes
/// drawn in that size; axis labels, annotations and the legend are text and views placed in it.
/// The chart is one image for assistive technology, labeled with a description of its marks.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content

    @Environment(\.self) private var environment

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The default height of a chart, in points.
    static var defaultHeight: CGFloat { 200 }

    public var body: some View {
        let configuration = environment.chartConfiguration
        let marks = _ChartMarks.of(content)
        let available = max(environment.geometryEstimate.width - 32, 200)
        let width = available - ChartLegendView.sideWidth(marks: marks, configuration: configuration, available: available)
        let drawing = ChartLayout(marks: marks, configuration: configuration, size: CGSize(width: width, height: Self.defaultHeight)).draw()
        return ChartBody(drawing: drawing, configuration: configuration)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(drawing.summary)
    }
}

extension Chart {
    /// A chart with the content `content` builds for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the content `content` builds for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
