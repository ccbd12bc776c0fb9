import Strata

/// Lays out sector marks as a pie or a donut filling the chart's height, clockwise from
/// 12 o'clock.
struct ChartPieLayout {
    let layout: ChartLayout

    func draw() -> ChartDrawing {
        let size = layout.size
        let diameter = min(size.width, size.height) - 8
        let plot = CGRect(x: (size.width - diameter) / 2, y: (size.height - diameter) / 2, width: diameter, height: diameter)
        var drawing = ChartDrawing(size: size, plot: plot)
        let sectors = layout.marks.filter { $0.kind == .sector }
        let values = sectors.map { max($0.angle?.value.numeric ?? 0, 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return drawing }
        let center = CGPoint(x: plot.midX, y: plot.midY)
        let available = diameter / 2
        // Radii in points were chosen for a chart of another size: the largest fits the circle.
        let largest = sectors.map { $0.outerRadius.resolve(available: available, automatic: available) }.max() ?? available
        let fit = largest > available ? available / largest : 1
        var angle = -Double.pi / 2
        for (mark, value) in zip(sectors, values) {
            let sweep = value / total * 2 * .pi
            let outer = mark.outerRadius.resolve(available: available, automatic: available) * fit
            var inner = mark.innerRadius.resolve(available: outer, automatic: 0)
            if case .fixed = mark.innerRadius.storage { inner *= fit }
            let inset = outer > 0 ? Double(mark.angularInset / outer) : 0
            let start = angle + min(inset, sweep / 2), end = angle + sweep - min(inset, sweep / 2)
            if sweep > 0 {
                let path = ChartPaths.sector(center: center, inner: inner, outer: outer, start: start, end: end)
                drawing.shapes.append(ChartDrawing.Shape(path: path, fill: layout.styles.style(for: mark), opacity: mark.opacity, role: .mark(.sector)))
                let middle = angle + sweep / 2, radius = (inner + outer) / 2
                let anchor = CGPoint(x: center.x + radius * CGFloat(cos(middle)), y: center.y + radius * CGFloat(sin(middle)))
                for annotation in mark.annotations {
                    var annotation = annotation
                    if annotation.position == .automatic { annotation.position = .overlay }
                    let bounds = CGRect(x: anchor.x - 30, y: anchor.y - 12, width: 60, height: 24)
                    drawing.labels.append(ChartAnnotationPlacement.label(for: annotation, bounds: bounds, horizontalMark: false))
                }
            }
            angle += sweep
        }
        return drawing
    }
}
