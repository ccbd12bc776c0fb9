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
    /// Whether a group of y marks goes on the leading side: y labels trail the plot, as in Swift
    /// Charts, unless the group asks for the leading side; categories (horizontal bars) lead.
    private func isLeading(_ group: AxisMarks) -> Bool {
        group.position == .automatic ? yScale?.isBand == true : group.position == .leading
    }

    /// Whether a group of x marks goes above the plot.
    private func isTop(_ group: AxisMarks) -> Bool { group.position == .top }

    /// The axis mark groups of an axis: the configured ones, or the default one.
    private func groups(_ axis: AxisConfiguration) -> [AxisMarks] {
        axis.marks ?? [AxisMarks()]
    }

    /// The plot rectangle: the size less the room axis labels and titles take.
    var plotRect: CGRect {
        let xGroups = xVisible ? groups(configuration.xAxis) : []
        let leading = yVisible ? yLabelWidth(leading: true) : 0
        let trailing = yVisible ? yLabelWidth(leading: false) : 0
        var top: CGFloat = 8, bottom = size.height - 2
        if configuration.yAxis.title != nil { top += Self.lineHeight + 2 }
        if xGroups.contains(where: isTop) { top += Self.lineHeight + 4 }
        if xGroups.contains(where: { !isTop($0) }) { bottom -= Self.lineHeight + 4 }
        if configuration.xAxis.title != nil { bottom -= Self.lineHeight + 2 }
        let left = leading > 0 ? leading + 6 : 0
        let right = size.width - (trailing > 0 ? trailing + 6 : 4)
        return CGRect(x: left, y: top, width: max(right - left, 10), height: max(bottom - top, 10))
    }

    /// The widest y label on one side, estimated from its characters (zero when none).
    private func yLabelWidth(leading: Bool) -> CGFloat {
        guard let yScale else { return 0 }
        var widest: CGFloat = 0
        for group in groups(configuration.yAxis) where isLeading(group) == leading {
            let values = yScale.axisValues(group.values)
            for (index, value) in values.enumerated() {
                for part in parts(group, configured: configuration.yAxis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: false, scale: yScale) {
                    guard case .label(let text, _) = part.kind else { continue }
                    switch text {
                    case .view: widest = max(widest, 40)
                    default: widest = max(widest, CGFloat(labelText(text, value: value, scale: yScale, values: group.values).count) * Self.characterWidth + 4)
                    }
                }
            }
        }
        return min(widest, size.width / 3)
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
                    let top = isTop(group), leading = isLeading(group)
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
                                let y = top ? plot.minY - length : plot.maxY
                                path.addLines([CGPoint(x: point, y: y), CGPoint(x: point, y: y + length)])
                            } else {
                                let x = leading ? plot.minX - length : plot.maxX
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
                let stride = labelStride(values, scale: scale, along: plot.width)
                for (index, value) in values.enumerated() {
                    guard let point = scale.position(value) else { continue }
                    for part in parts(group, configured: configuration.xAxis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: true, scale: scale) {
                        guard case .label(let text, _) = part.kind, index % stride == 0 else { continue }
                        let y = isTop(group) ? plot.minY - h - 4 : plot.maxY + 4
                        let rect: CGRect
                        let alignment: Alignment
                        if scale.kind == .date {
                            // Dates label the interval that starts at their tick: from its start
                            // (or its middle, when centered); the interval past the plot is not labeled.
                            let next = values.indices.contains(index + 1) ? scale.position(values[index + 1]) : nil
                            let previous = index > 0 ? scale.position(values[index - 1]) : nil
                            let end = next ?? previous.map { point + (point - $0) } ?? plot.maxX
                            guard point < plot.maxX - 2 else { continue }
                            if part.centered == true {
                                rect = CGRect(x: point, y: y, width: max(min(end, plot.maxX) - point, 1), height: h)
                                alignment = .center
                            } else {
                                rect = CGRect(x: point + 2, y: y, width: 90, height: h)
                                alignment = .leading
                            }
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
            for group in groups(configuration.yAxis) {
                let leading = isLeading(group)
                let width = yLabelWidth(leading: leading)
                let values = scale.axisValues(group.values)
                for (index, value) in values.enumerated() {
                    guard let point = scale.position(value) else { continue }
                    for part in parts(group, configured: configuration.yAxis.marks != nil, value: AxisValue(value: value, index: index, count: values.count), isX: false, scale: scale) {
                        guard case .label(let text, _) = part.kind else { continue }
                        let rect = leading
                            ? CGRect(x: plot.minX - width - 6, y: point - h / 2, width: width, height: h)
                            : CGRect(x: plot.maxX + 6, y: point - h / 2, width: width, height: h)
                        drawing.labels.append(label(text, value: value, scale: scale, values: group.values, rect: rect, alignment: leading ? .trailing : .leading, part: part))
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
            drawing.labels.append(ChartDrawing.Label(content: .view(title), rect: rect, alignment: groups(configuration.yAxis).contains(where: isLeading) ? .leading : .trailing, style: Self.labelStyle, font: .caption))
        }
    }

    /// Every how many categories an x label is drawn, so that estimated labels do not overlap
    /// (Swift Charts thins crowded labels too).
    private func labelStride(_ values: [_ChartValue], scale: ChartScale, along length: CGFloat) -> Int {
        guard scale.isBand, values.count > 1 else { return 1 }
        let widest = values.map { CGFloat($0.text.count) * Self.characterWidth + 6 }.max() ?? 0
        let room = length / CGFloat(values.count)
        return room > 0 ? max(1, Int((widest / room).rounded(.up))) : 1
    }

    private func label(_ text: AxisLabelText, value: _ChartValue, scale: ChartScale, values: AxisMarkValues, rect: CGRect, alignment: Alignment, part: AxisPart) -> ChartDrawing.Label {
        let content: ChartDrawing.Label.Content
        if case .view(let view) = text { content = .view(view) } else { content = .text(labelText(text, value: value, scale: scale, values: values)) }
        return ChartDrawing.Label(content: content, rect: rect, alignment: alignment, style: part.style ?? Self.labelStyle, font: part.font ?? .caption2)
    }
}
