import Strata

/// Turns the marks of a cartesian chart into shapes and annotation views.
struct ChartMarkPainter {
    let marks: [ChartMarkModel]
    let extents: [ChartLayout.Extent?]
    let styles: ChartSeriesStyles
    let plot: CGRect
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// The room a bar has on a continuous x or y axis: the smallest gap between plotted values.
    private let xSpacing: CGFloat
    private let ySpacing: CGFloat
    /// The categories of `symbol(by:)`, in order.
    private let symbolNames: [String]

    init(marks: [ChartMarkModel], extents: [ChartLayout.Extent?], styles: ChartSeriesStyles, plot: CGRect, xScale: ChartScale?, yScale: ChartScale?) {
        self.marks = marks
        self.extents = extents
        self.styles = styles
        self.plot = plot
        self.xScale = xScale
        self.yScale = yScale
        xSpacing = xScale.map { scale in Self.smallestGap(marks.compactMap { $0.x.flatMap { scale.position($0.value) } }, scale: scale) } ?? 0
        ySpacing = yScale.map { scale in Self.smallestGap(marks.compactMap { $0.y.flatMap { scale.position($0.value) } }, scale: scale) } ?? 0
        var names: [String] = []
        for mark in marks {
            if let name = mark.symbolGroup?.value.text, !names.contains(name) { names.append(name) }
        }
        symbolNames = names
    }

    func draw(into drawing: inout ChartDrawing) {
        let groups = positionGroups()
        var drawnSeries: Set<String> = []
        for (index, mark) in marks.enumerated() {
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = rect(for: mark, extent: extents[index], groups: groups) else { continue }
                let path = mark.cornerRadius > 0
                    ? Path(roundedRect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2))
                    : Path(rect)
                drawing.shapes.append(ChartDrawing.Shape(path: path, fill: styles.style(for: mark), opacity: mark.opacity, role: .mark(mark.kind)))
                annotate(mark, bounds: rect, into: &drawing)
            case .line, .area:
                let key = "\(mark.kind.rawValue)|\(mark.seriesKey)"
                guard !drawnSeries.contains(key) else { continue }
                drawnSeries.insert(key)
                drawSeries(of: mark, startingAt: index, into: &drawing)
            case .point:
                guard let center = point(for: mark) else { continue }
                drawSymbol(for: mark, at: center, into: &drawing)
                annotate(mark, bounds: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8), into: &drawing)
            case .rule:
                drawRule(mark, into: &drawing)
            case .sector:
                continue
            }
        }
    }

    /// The categories of `position(by:)`, in order.
    private func positionGroups() -> [String] {
        var names: [String] = []
        for mark in marks {
            if let name = mark.positionGroup?.value.text, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The span of a mark along one axis: from a start to an end value, a band, or a size
    /// around its center.
    private func span(_ value: _ChartValue?, end: _ChartValue?, unit: Calendar.Component?, scale: ChartScale?, dimension: MarkDimension,
                      full: (CGFloat, CGFloat), group: (index: Int, count: Int)?, fillsBands: Bool = false) -> (CGFloat, CGFloat)? {
        guard let scale else { return full }
        guard let value, let position = scale.position(value) else { return value == nil ? full : nil }
        if let end, let endPosition = scale.position(end) { return (min(position, endPosition), max(position, endPosition)) }
        var center = position
        var available: CGFloat
        if scale.isBand {
            available = scale.bandWidth
        } else if let unit, case .date(let date) = value {
            let interval = ChartDateBins.interval(of: date, unit: unit)
            let start = scale.position(number: interval.start.timeIntervalSinceReferenceDate)
            let end = scale.position(number: interval.end.timeIntervalSinceReferenceDate)
            available = abs(end - start)
            center = (start + end) / 2
        } else {
            let isX = scale.start == xScale?.start && scale.end == xScale?.end
            available = isX ? xSpacing : ySpacing
        }
        let fraction: CGFloat = !scale.isBand ? 0.8 : fillsBands ? 1 : 0.7
        var size = dimension.resolve(available: available, automatic: available * fraction)
        if let group, group.count > 1, dimension == .automatic {
            let slot = available * 0.8 / CGFloat(group.count)
            center = center - available * 0.4 + slot * (CGFloat(group.index) + 0.5)
            size = slot * 0.9
        }
        return (center - size / 2, center + size / 2)
    }

    /// The smallest distance between two plotted positions (the room a bar has), or a default.
    private static func smallestGap(_ positions: [CGFloat], scale: ChartScale) -> CGFloat {
        let sorted = Set(positions).sorted()
        let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.filter { $0 > 0.5 }
        return gaps.min() ?? min(abs(scale.end - scale.start) / 4, 40)
    }

    /// A bar's or a rectangle's rectangle.
    private func rect(for mark: ChartMarkModel, extent: ChartLayout.Extent?, groups: [String]) -> CGRect? {
        let group = mark.positionGroup.flatMap { groups.firstIndex(of: $0.value.text) }.map { (index: $0, count: groups.count) }
        let xSpan: (CGFloat, CGFloat)?, ySpan: (CGFloat, CGFloat)?
        if let extent, extent.valueOnX {
            xSpan = span(extent.start, end: extent.end, unit: nil, scale: xScale, dimension: mark.width, full: (plot.minX, plot.maxX), group: nil)
            ySpan = span(mark.y?.value, end: nil, unit: mark.y?.unit, scale: yScale, dimension: mark.height, full: (plot.minY, plot.maxY), group: group)
        } else if let extent {
            xSpan = span(mark.x?.value, end: nil, unit: mark.x?.unit, scale: xScale, dimension: mark.width, full: (plot.minX, plot.maxX), group: group)
            ySpan = span(extent.start, end: extent.end, unit: nil, scale: yScale, dimension: mark.height, full: (plot.minY, plot.maxY), group: nil)
        } else {
            // A rectangle fills its category's band (heat map cells).
            let fills = mark.kind == .rectangle
            xSpan = span(mark.x?.value, end: mark.xEnd?.value, unit: mark.x?.unit, scale: xScale, dimension: mark.width, full: (plot.minX, plot.maxX), group: nil, fillsBands: fills)
            ySpan = span(mark.y?.value, end: mark.yEnd?.value, unit: nil, scale: yScale, dimension: mark.height, full: (plot.minY, plot.maxY), group: nil, fillsBands: fills)
        }
        guard let xSpan, let ySpan else { return nil }
        return CGRect(x: xSpan.0, y: ySpan.0, width: max(xSpan.1 - xSpan.0, 0), height: max(ySpan.1 - ySpan.0, 0))
    }

    /// A point mark's or a line point's position (the middle of the plot on a missing axis).
    private func point(for mark: ChartMarkModel, extent: ChartLayout.Extent? = nil) -> CGPoint? {
        let xValue = extent.map { $0.valueOnX ? $0.end : mark.x?.value } ?? mark.x?.value
        let yValue = extent.map { $0.valueOnX ? mark.y?.value : $0.end } ?? mark.y?.value
        let x = xValue.map { xScale?.position($0) } ?? plot.midX
        let y = yValue.map { yScale?.position($0) } ?? plot.midY
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    private func drawSymbol(for mark: ChartMarkModel, at center: CGPoint, into drawing: inout ChartDrawing) {
        let diameter = max(sqrt(mark.symbolSize ?? 30) * 1.2, 3)
        let symbol = mark.symbol ?? symbolForGroup(mark) ?? .circle
        let path = symbol.path(in: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        drawing.shapes.append(ChartDrawing.Shape(path: path, fill: styles.style(for: mark), opacity: mark.opacity, role: .mark(.point)))
    }

    private func symbolForGroup(_ mark: ChartMarkModel) -> BasicChartSymbolShape? {
        guard let name = mark.symbolGroup?.value.text else { return nil }
        let index = symbolNames.firstIndex(of: name) ?? 0
        return BasicChartSymbolShape.sequence[index % BasicChartSymbolShape.sequence.count]
    }

    /// A line or an area: every mark of the same kind and series, in data order.
    private func drawSeries(of first: ChartMarkModel, startingAt start: Int, into drawing: inout ChartDrawing) {
        let members = marks.indices.filter { $0 >= start && marks[$0].kind == first.kind && marks[$0].seriesKey == first.seriesKey }
        let style = styles.style(for: first)
        if first.kind == .line {
            let points = members.compactMap { point(for: marks[$0]) }
            guard !points.isEmpty else { return }
            let stroke = first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
            drawing.shapes.append(ChartDrawing.Shape(
                path: ChartPaths.line(through: points, method: first.interpolation), stroke: style, strokeStyle: stroke, opacity: first.opacity, role: .mark(.line)
            ))
            for index in members where marks[index].symbol != nil || marks[index].symbolGroup != nil || points.count == 1 {
                if let center = point(for: marks[index]) { drawSymbol(for: marks[index], at: center, into: &drawing) }
            }
            for index in members {
                if let center = point(for: marks[index]) { annotate(marks[index], bounds: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6), into: &drawing) }
            }
        } else {
            var top: [CGPoint] = [], bottom: [CGPoint] = [], drawn: [Int] = []
            for index in members {
                guard let extent = extents[index], let x = marks[index].x.flatMap({ xScale?.position($0.value) }),
                      let y0 = yScale?.position(extent.start), let y1 = yScale?.position(extent.end) else { continue }
                top.append(CGPoint(x: x, y: y1))
                bottom.append(CGPoint(x: x, y: y0))
                drawn.append(index)
            }
            guard !top.isEmpty else { return }
            drawing.shapes.append(ChartDrawing.Shape(
                path: ChartPaths.area(top: top, bottom: bottom, method: first.interpolation), fill: style, opacity: first.opacity, role: .mark(.area)
            ))
            for (index, point) in zip(drawn, top) {
                annotate(marks[index], bounds: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6), into: &drawing)
            }
        }
    }

    private func drawRule(_ mark: ChartMarkModel, into drawing: inout ChartDrawing) {
        var path = Path()
        let x = mark.x.flatMap { xScale?.position($0.value) }
        let y = mark.y.flatMap { yScale?.position($0.value) }
        if let y, mark.x == nil || mark.xEnd != nil {
            let x0 = mark.x.flatMap { xScale?.position($0.value) } ?? plot.minX
            let x1 = mark.xEnd.flatMap { xScale?.position($0.value) } ?? plot.maxX
            path.addLines([CGPoint(x: x0, y: y), CGPoint(x: x1, y: y)])
        } else if let x {
            let y0 = mark.y.flatMap { yScale?.position($0.value) } ?? plot.maxY
            let y1 = mark.yEnd.flatMap { yScale?.position($0.value) } ?? plot.minY
            path.addLines([CGPoint(x: x, y: y0), CGPoint(x: x, y: y1)])
        } else {
            return
        }
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
        drawing.shapes.append(ChartDrawing.Shape(path: path, stroke: styles.style(for: mark), strokeStyle: stroke, opacity: mark.opacity, role: .mark(.rule)))
        annotate(mark, bounds: path.boundingRect, into: &drawing)
    }

    /// Places a mark's annotations around its bounds.
    func annotate(_ mark: ChartMarkModel, bounds: CGRect, into drawing: inout ChartDrawing) {
        let horizontal = extentsAreHorizontal(mark)
        for annotation in mark.annotations {
            drawing.labels.append(ChartAnnotationPlacement.label(for: annotation, bounds: bounds, horizontalMark: horizontal))
        }
    }

    private func extentsAreHorizontal(_ mark: ChartMarkModel) -> Bool {
        mark.kind == .bar && mark.xEnd != nil || (mark.kind == .bar && yScale?.isBand == true && xScale?.isBand == false)
    }
}
