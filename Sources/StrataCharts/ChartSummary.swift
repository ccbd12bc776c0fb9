import Strata

/// The accessible description of a chart: its kind, what it plots, its series and each mark's values.
struct ChartSummary {
    let marks: [ChartMarkModel]

    /// At most this many marks are described one by one.
    static let describedMarks = 24

    var text: String {
        let visible = marks.filter { !$0.isAccessibilityHidden }
        guard let first = visible.first else { return "Empty chart" }
        let kinds = Set(visible.map(\.kind))
        let kind = kinds.count == 1 ? Self.name(of: first.kind) : "Chart"
        var parts = ["\(kind) with \(visible.count) \(visible.count == 1 ? "mark" : "marks")"]
        if first.kind == .sector {
            if let label = first.angle?.label { parts.append(label) }
        } else {
            let axes = [first.y?.label, first.x?.label].compactMap { $0 }
            if axes.count == 2 { parts.append("\(axes[0]) by \(axes[1])") } else if let axis = axes.first { parts.append(axis) }
        }
        var series: [String] = []
        for mark in visible {
            if let name = mark.styleGroup?.value.text, !series.contains(name) { series.append(name) }
        }
        if !series.isEmpty { parts.append("Series: " + series.joined(separator: ", ")) }
        let described = visible.prefix(Self.describedMarks).map(Self.describe)
        let more = visible.count > Self.describedMarks ? "; and \(visible.count - Self.describedMarks) more" : ""
        parts.append(described.joined(separator: "; ") + more)
        return parts.filter { !$0.isEmpty }.joined(separator: ". ")
    }

    static func name(of kind: ChartMarkModel.Kind) -> String {
        switch kind {
        case .bar: "Bar chart"
        case .line: "Line chart"
        case .point: "Scatter chart"
        case .area: "Area chart"
        case .rule: "Rule chart"
        case .rectangle: "Rectangle chart"
        case .sector: "Pie chart"
        }
    }

    /// One mark: its accessibility label and value, or its plotted values.
    static func describe(_ mark: ChartMarkModel) -> String {
        if let label = mark.accessibilityLabel {
            return mark.accessibilityValue.map { "\(label): \($0)" } ?? label
        }
        var names: [String] = []
        if let group = mark.styleGroup?.value.text ?? mark.series?.value.text { names.append(group) }
        if mark.kind == .sector {
            let value = mark.angle?.value.text ?? ""
            return (names + [value]).joined(separator: ": ")
        }
        let x = [mark.x?.value.text, mark.xEnd?.value.text].compactMap { $0 }.joined(separator: " to ")
        let y = [mark.y?.value.text, mark.yEnd?.value.text].compactMap { $0 }.joined(separator: " to ")
        let position = [x, y].filter { !$0.isEmpty }.joined(separator: ": ")
        let text = (names + [position]).joined(separator: ", ")
        return mark.accessibilityValue.map { "\(text), \($0)" } ?? text
    }
}
