import Strata

/// What the chart modifiers on a view set for the charts inside it.
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendContent: AnyView?
    var xDomain: ScaleDomain?
    var yDomain: ScaleDomain?
    /// Styles by category (`chartForegroundStyleScale`), in the order given.
    var styleScale: [(category: String, style: AnyShapeStyle)] = []
    /// Styles given to categories in turn (`chartForegroundStyleScale(range:)`).
    var styleRange: [AnyShapeStyle]?
    /// A mapping from categories to styles (`chartForegroundStyleScale(mapping:)`).
    var styleMapping: ((_ChartValue) -> AnyShapeStyle)?
    /// Changes the plot area's view (`chartPlotStyle`).
    var plotStyle: ((AnyView) -> AnyView)?
    /// Views drawn in front of and behind the plot (`chartOverlay`, `chartBackground`).
    var overlays: [(ChartProxy) -> AnyView] = []
    var backgrounds: [(ChartProxy) -> AnyView] = []
}

/// One axis's settings.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    /// The axis's marks; nil draws the default ones.
    var marks: [AxisMarks]?
    var title: AnyView?
    var titleText: String?
    var titlePosition: AnnotationPosition = .automatic
}

/// The values a scale spans, as `chartXScale(domain:)` set them.
enum ScaleDomain {
    /// From a lower to an upper value (numbers or dates).
    case range(_ChartValue, _ChartValue)
    /// These categories, in this order.
    case categories([_ChartValue])
    /// Automatic, with or without zero, possibly reversed.
    case automatic(includesZero: Bool?, reversed: Bool)
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Changes the chart configuration for the charts inside this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
