import Strata

/// The styles of a chart's categories (`foregroundStyle(by:)`): the palette in turn, unless
/// `chartForegroundStyleScale` says otherwise.
struct ChartSeriesStyles {
    /// SwiftUI's system colors in the order Swift Charts gives them to categories.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .indigo, .brown, .mint, .cyan]

    let names: [String]
    /// Each category's value as plotted (a number keeps its place on a continuous color scale).
    let values: [String: _ChartValue]
    let configuration: ChartConfiguration

    init(marks: [ChartMarkModel], configuration: ChartConfiguration) {
        var names = configuration.styleScale.map(\.category)
        var values: [String: _ChartValue] = [:]
        for mark in marks {
            guard let value = mark.styleGroup?.value else { continue }
            if !names.contains(value.text) { names.append(value.text) }
            if values[value.text] == nil { values[value.text] = value }
        }
        self.names = names
        self.values = values
        self.configuration = configuration
    }

    /// The style of a category named in the legend.
    func style(named name: String) -> AnyShapeStyle {
        style(for: values[name] ?? .category(name))
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
