import Strata

/// Lays a chart out in a fixed size: scales from the marks' values, stacked bars and areas,
/// then marks, axes, annotations and the legend as shapes and placed labels.
struct ChartLayout {
    let marks: [ChartMarkModel]
    let configuration: ChartConfiguration
    let size: CGSize
    let styles: ChartSeriesStyles

    /// Where a bar or an area lies along its value axis, after stacking.
    struct Extent {
        var valueOnX: Bool
        var start: _ChartValue
        var end: _ChartValue
    }

    init(marks: [ChartMarkModel], configuration: ChartConfiguration, size: CGSize) {
        // A mark at NaN or infinity has no place on a scale: it is left out.
        self.marks = marks.filter { mark in
            [mark.x, mark.xEnd, mark.y, mark.yEnd, mark.angle].allSatisfy { $0?.value.numeric?.isFinite ?? true }
        }
        self.configuration = configuration
        self.size = size
        styles = ChartSeriesStyles(marks: self.marks, configuration: configuration)
    }

    /// The chart, laid out.
    func draw() -> ChartDrawing {
        var drawing: ChartDrawing
        if marks.contains(where: { $0.kind == .sector }) {
            drawing = ChartPieLayout(layout: self).draw()
        } else {
            drawing = drawCartesian()
        }
        addLegend(to: &drawing)
        drawing.summary = ChartSummary(marks: marks).text
        return drawing
    }

    private func drawCartesian() -> ChartDrawing {
        let extents = stackedExtents()
        var xValues: [_ChartValue] = [], yValues: [_ChartValue] = []
        var zeroOnX = false, zeroOnY = false
        for (index, mark) in marks.enumerated() {
            if let extent = extents[index] {
                if extent.valueOnX {
                    xValues += [extent.start, extent.end]
                    zeroOnX = true
                    if let y = mark.y?.value { yValues.append(y) }
                } else {
                    yValues += [extent.start, extent.end]
                    zeroOnY = true
                    if let x = mark.x?.value { xValues.append(x) }
                }
            } else {
                xValues += [mark.x?.value, mark.xEnd?.value].compactMap { $0 }
                yValues += [mark.y?.value, mark.yEnd?.value].compactMap { $0 }
            }
        }
        let hasNumbersX = xValues.contains { if case .number = $0 { true } else { false } }
        let hasNumbersY = yValues.contains { if case .number = $0 { true } else { false } }
        let dateUnit = marks.lazy.compactMap { $0.x?.unit }.first
        var xScale = ChartScale.make(values: xValues, domain: configuration.xDomain, includesZero: zeroOnX || hasNumbersX, dateUnit: dateUnit)
        var yScale = ChartScale.make(values: yValues, domain: configuration.yDomain, includesZero: zeroOnY || hasNumbersY, dateUnit: nil)

        let axes = ChartAxisLayout(configuration: configuration, size: size, xScale: xScale, yScale: yScale)
        let plot = axes.plotRect
        if var scale = xScale {
            scale.start = plot.minX
            scale.end = plot.maxX
            xScale = scale
        }
        if var scale = yScale {
            (scale.start, scale.end) = scale.isBand ? (plot.minY, plot.maxY) : (plot.maxY, plot.minY)
            yScale = scale
        }
        if case .automatic(_, true)? = configuration.xDomain { xScale?.reverse() }
        if case .automatic(_, true)? = configuration.yDomain { yScale?.reverse() }
        var drawing = ChartDrawing(size: size, plot: plot, xScale: xScale, yScale: yScale)
        axes.drawGrid(into: &drawing)
        let painter = ChartMarkPainter(marks: marks, extents: extents, styles: styles, plot: plot, xScale: xScale, yScale: yScale)
        painter.draw(into: &drawing)
        axes.drawLabels(into: &drawing)
        return drawing
    }

    /// Stacks bars and areas that share a position (unless unstacked, grouped with
    /// `position(by:)`, or given a start and an end).
    func stackedExtents() -> [Extent?] {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        var extents: [Extent?] = []
        var keys: [String?] = []
        for mark in marks {
            guard mark.kind == .bar || mark.kind == .area, mark.x != nil || mark.y != nil else {
                extents.append(nil)
                keys.append(nil)
                continue
            }
            let valueOnX = mark.xEnd != nil || (mark.y == nil) || (isNumber(mark.x?.value) && !isNumber(mark.y?.value) && mark.yEnd == nil)
            let value = valueOnX ? mark.x : mark.y
            let end = valueOnX ? mark.xEnd : mark.yEnd
            let other = valueOnX ? mark.y : mark.x
            guard let value else {
                extents.append(nil)
                keys.append(nil)
                continue
            }
            if let end {
                extents.append(Extent(valueOnX: valueOnX, start: value.value, end: end.value))
                keys.append(nil)
                continue
            }
            guard case .number(let number) = value.value else {
                extents.append(Extent(valueOnX: valueOnX, start: value.value, end: value.value))
                keys.append(nil)
                continue
            }
            if mark.stacking == .unstacked || mark.positionGroup != nil {
                extents.append(Extent(valueOnX: valueOnX, start: .number(0), end: .number(number)))
                keys.append(nil)
                continue
            }
            let key = "\(mark.kind.rawValue)|\(other.map { ChartDateBins.binned($0).text } ?? "")"
            let base = number >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            if number >= 0 { positive[key] = base + number } else { negative[key] = base + number }
            extents.append(Extent(valueOnX: valueOnX, start: .number(base), end: .number(base + number)))
            keys.append(mark.stacking == .normalized ? key : nil)
        }
        // Normalized stacks fill 0...1.
        for index in extents.indices {
            guard let key = keys[index], var extent = extents[index],
                  let start = extent.start.numeric, let end = extent.end.numeric else { continue }
            let total = positive[key, default: 0] - negative[key, default: 0]
            guard total > 0 else { continue }
            extent.start = .number(start / total)
            extent.end = .number(end / total)
            extents[index] = extent
        }
        return extents
    }

    private func isNumber(_ value: _ChartValue?) -> Bool {
        if case .number? = value { true } else { false }
    }

    /// The legend: one entry per category of `foregroundStyle(by:)`.
    private func addLegend(to drawing: inout ChartDrawing) {
        guard configuration.legendVisibility != .hidden else { return }
        let grouped = marks.contains { $0.styleGroup != nil }
        guard grouped else { return }
        drawing.legendTitle = marks.lazy.compactMap { $0.styleGroup?.label }.first
        let symbols = marks.contains { $0.symbolGroup != nil }
        drawing.legend = styles.names.enumerated().map { index, name in
            ChartDrawing.LegendEntry(
                name: name, style: styles.style(named: name),
                symbol: symbols ? BasicChartSymbolShape.sequence[index % BasicChartSymbolShape.sequence.count] : nil
            )
        }
    }
}
