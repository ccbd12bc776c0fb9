import Strata

/// Converts between a chart's values and positions in its plot, for `chartOverlay` and
/// `chartBackground` content.
public struct ChartProxy {
    let plot: CGRect
    let xScale: ChartScale?
    let yScale: ChartScale?

    /// The size of the plot area.
    public var plotSize: CGSize { plot.size }
    /// The size of the plot area.
    public var plotAreaSize: CGSize { plot.size }
    /// The frame of the plot area in the chart (resolve it with `GeometryProxy[...]`).
    public var plotFrame: Anchor<CGRect>? { Anchor(_resolvedValue: plot) }
    /// The frame of the plot area in the chart (resolve it with `GeometryProxy[...]`).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(_resolvedValue: plot) }

    /// The x position of a value in the plot area.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale?.position(value.chartValue).map { $0 - plot.minX } }
    /// The y position of a value in the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { yScale?.position(value.chartValue).map { $0 - plot.minY } }
    /// The position of an (x, y) pair in the plot area.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// The x value at a position in the plot area.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        xScale?.value(at: position + plot.minX).flatMap { P.fromChartValue($0) }
    }
    /// The y value at a position in the plot area.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        yScale?.value(at: position + plot.minY).flatMap { P.fromChartValue($0) }
    }
    /// The (x, y) values at a position in the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }
}
