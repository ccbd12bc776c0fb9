import Strata

/// The axes of a cartesian chart: the plot rectangle they leave, grid lines, ticks, value
/// labels and titles.
struct ChartAxisLayout {
    let configuration: ChartConfiguration
    let size: CGSize
    let xScale: ChartScale?
    let yScale: ChartScale?

    /// The height of an axis label line and the estimated width of a label character (caption2).
    static let lineHeight: CGFloat = 16
    static let characterWidth: CGFloat = 6.8
    static var gridStyle: AnyShapeStyle { AnyShapeStyle(Color.gray.opacity(0.35)) }
    static var labelStyle: AnyShapeStyle { AnyShapeStyle(Color.secondary) }

    private var xVisible: Bool { configuration.xAxis.visibility != .hidden && xScale != nil }
    private var yVisible: Bool { configuration.yAxis.visibility != .hidden && yScale != nil }
    /// Y labels go on the trailing side, as in Swift Charts, unless the marks ask for the
    /// leading side; categories (horizontal bars) read first, on the leading side.
    private var yOnLeading: Bool {
        if let marks = configuration.yAxis.marks, marks.contains(where: { $0.position != .automatic }) {
            return marks.contains { $0.position == .leading }
        }
        return yScale?.isBand == true
    }
    private var xOnTop: Bool { configuration.xAxis.marks?.contains { $0.position == .top } ?? false }

    /// The axis mark groups of an axis: the configured ones, or the default one.
    private func groups(_ axis: AxisConfiguration) -> [AxisMarks] {
        axis.marks ?? [AxisMarks()]
    }

    /// The plot rectangle: the size less the room axis labels and titles take.
    var plotRect: CGRect {
        let yLabels = yVisible ? yLabelWidth + 6 : 0
        var top: CGFloat = 8, bottom = size.height - 2
        if configuration.yAxis.title != nil { top += Self.lineHeight + 2 }
        if xVisible { if xOnTop { top += Self.lineHeight + 4 } else { bottom -= Self.lineHeight + 4 } }
        if configuration.xAxis.title != nil { bottom -= Self.lineHeight + 2 }
        let left: CGFloat = yOnLeading ? yLabels : 0
        let right = size.width - (yOnLeading ? 4 : yLabels)
        return CGRect(x: left, y: top, width: max(right - left, 10), height: max(bottom - top, 10))
    }

    /// The widest y label, estimated from its characters.
    private var yLabelWidth: CGFloat {
        guard let yScale else { return 0 }
        var widest: CGFloat = 0
        for group in groups(configuration.yAxis) {
            let values = yScale.axisValues(group.values)
            for (index, value) in values.enumerated() {
                for part in group.parts(for: AxisValue(value: value, index: index, count: values.count)) {
                    guard case .label(let text, _) = part.kind else { continue }
                    switch text {
                    case .view: widest = max(widest, 40)
                    default: widest = max(widest, CGFloat(labelText(text, value: value, scale: yScale, values: group.values).count) * Self.characterWidth)
                    }
                }
            }
        }
        return min(widest + 4, size.width / 3)
    }

    private func labelText(_ text: AxisLabelText, value: _ChartValue, scale: ChartScale, values: AxisMarkValues) -> String {
        switch text {
        case .formatted(let format): return format(value) ?? value.text
        case .view: return ""
        case .automatic:
            if case .date(let date) = value { return ChartDateFormat.string(date, unit: scale.labelUnit(values)) }
            return value.text
        }
    }

    /// The parts of one axis value: the configured ones, or the default ones for the axis.
    private func parts(_ group: AxisMarks, configured: Bool, value: AxisValue, isX: Bool, scale: ChartScale) -> [AxisPart] {
        if configured { return group.parts(for: value) }
        if isX, scale.isBand { return [AxisPart(kind: .label(.automatic, anchor: nil))] }
        return [AxisPart(kind: .gridLine(nil)), AxisPart(kind: .label(.automatic, anchor: nil))]
    }

    /// Grid lines and ticks, behind the marks.
    func drawGrid(into drawing: inout ChartDrawing) {
        let plot = drawing.plot
        for (isX, visible, axis, scale) in [(true, xVisible, configuration.xAxis, drawing.xScale), (false, yVisible, configuration.yAxis, drawing.yScale)] {
            guard visible, let scale else { continue }
            for group in groups(axis) {
                let values = scale.axisValues(group.values)
                for (index, value) in values.enumerated() {
                    guard let point = scale.position(value) else { continue }
                    for part in parts(group, configured: axis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: isX, scale: scale) {
                        var path = Path()
                        var stroke = StrokeStyle(lineWidth: 0.5)
                        switch part.kind {
                        case .gridLine(let style):
                            stroke = style ?? stroke
                            if isX {
                                path.addLines([CGPoint(x: point, y: plot.minY), CGPoint(x: point, y: plot.maxY)])
                            } else {
                                path.addLines([CGPoint(x: plot.minX, y: point), CGPoint(x: plot.maxX, y: point)])
                            }
                        case .tick(let length, let style):
                            stroke = style ?? stroke
                            let length = length ?? 4
                            if isX {
                                let y = xOnTop ? plot.minY - length : plot.maxY
                                path.addLines([CGPoint(x: point, y: y), CGPoint(x: point, y: y + length)])
                            } else {
                                let x = yOnLeading ? plot.minX - length : plot.maxX
                                path.addLines([CGPoint(x: x, y: point), CGPoint(x: x + length, y: point)])
                            }
                        case .label:
                            continue
                        }
                        drawing.shapes.append(ChartDrawing.Shape(path: path, stroke: part.style ?? Self.gridStyle, strokeStyle: stroke, role: .grid))
                    }
                }
            }
        }
    }

    /// Value labels and axis titles, in front of the marks.
    func drawLabels(into drawing: inout ChartDrawing) {
        let plot = drawing.plot
        let h = Self.lineHeight
        if xVisible, let scale = drawing.xScale {
            for group in groups(configuration.xAxis) {
                let values = scale.axisValues(group.values)
                for (index, value) in values.enumerated() {
                    guard let point = scale.position(value) else { continue }
                    for part in parts(group, configured: configuration.xAxis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: true, scale: scale) {
                        guard case .label(let text, _) = part.kind else { continue }
                        let y = xOnTop ? plot.minY - h - 4 : plot.maxY + 4
                        let rect: CGRect
                        let alignment: Alignment
                        if scale.kind == .date {
                            rect = CGRect(x: point + 2, y: y, width: 90, height: h)
                            alignment = .leading
                        } else {
                            let width = max(scale.bandWidth, 60)
                            rect = CGRect(x: point - width / 2, y: y, width: width, height: h)
                            alignment = .center
                        }
                        drawing.labels.append(label(text, value: value, scale: scale, values: group.values, rect: rect, alignment: alignment, part: part))
                    }
                }
            }
        }
        if yVisible, let scale = drawing.yScale {
            let width = yLabelWidth
            for group in groups(configuration.yAxis) {
                let values = scale.axisValues(group.values)
                for (index, value) in values.enumerated() {
                    guard let point = scale.position(value) else { continue }
                    for part in parts(group, configured: configuration.yAxis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: false, scale: scale) {
                        guard case .label(let text, _) = part.kind else { continue }
                        let rect = yOnLeading
                            ? CGRect(x: plot.minX - width - 6, y: point - h / 2, width: width, height: h)
                            : CGRect(x: plot.maxX + 6, y: point - h / 2, width: width, height: h)
                        drawing.labels.append(label(text, value: value, scale: scale, values: group.values, rect: rect, alignment: yOnLeading ? .trailing : .leading, part: part))
                    }
                }
            }
        }
        if let title = configuration.xAxis.title {
            let rect = CGRect(x: plot.minX, y: size.height - h, width: plot.width, height: h)
            drawing.labels.append(ChartDrawing.Label(content: .view(title), rect: rect, alignment: .center, style: Self.labelStyle, font: .caption))
        }
        if let title = configuration.yAxis.title {
            let rect = CGRect(x: 0, y: 0, width: size.width, height: h)
            drawing.labels.append(ChartDrawing.Label(content: .view(title), rect: rect, alignment: yOnLeading ? .leading : .trailing, style: Self.labelStyle, font: .caption))
        }
    }

    private func label(_ text: AxisLabelText, value: _ChartValue, scale: ChartScale, values: AxisMarkValues, rect: CGRect, alignment: Alignment, part: AxisPart) -> ChartDrawing.Label {
        let content: ChartDrawing.Label.Content
        if case .view(let view) = text { content = .view(view) } else { content = .text(labelText(text, value: value, scale: scale, values: values)) }
        return ChartDrawing.Label(content: content, rect: rect, alignment: alignment, style: part.style ?? Self.labelStyle, font: part.font ?? .caption2)
    }
}
