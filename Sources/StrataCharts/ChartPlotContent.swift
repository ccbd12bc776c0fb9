import Strata

/// The plot area of a chart, as `chartPlotStyle` receives it.
nonisolated public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}
