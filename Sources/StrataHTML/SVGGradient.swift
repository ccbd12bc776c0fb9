import Strata

/// Gradients for SVG paths. SVG paints cannot be CSS gradients, so a gradient fill or stroke
/// becomes a `<linearGradient>`/`<radialGradient>` definition the path refers to by id. SVG has no
/// angular gradient: one is drawn as a linear gradient around its center.
enum SVGGradient {
    /// The paint attribute value (`url(#id)` for a gradient) and the definition to write before
    /// the path, if any. `id` must be unique in the page; `box` is the drawing's coordinate space.
    static func paint(_ paint: Paint, id: String, box: CGSize) -> (value: String, definition: String?, opacity: Double?) {
        switch paint {
        case let .opacity(base, opacity) where base.isGradient:
            let inner = self.paint(base, id: id, box: box)
            return (inner.value, inner.definition, opacity * (inner.opacity ?? 1))
        case let .linearGradient(stops, start, end):
            return ("url(#\(id))", linear(id: id, from: CGPoint(x: start.x, y: start.y), to: CGPoint(x: end.x, y: end.y), stops: stops), nil)
        case let .radialGradient(stops, center, startRadius, endRadius):
            // In the drawing's own coordinates, as SwiftUI's radii are in points.
            let definition = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x * box.width))\" cy=\"\(number(center.y * box.height))\" r=\"\(number(max(endRadius, 0)))\" fr=\"\(number(max(startRadius, 0)))\">\(stopElements(stops))</radialGradient>"
            return ("url(#\(id))", definition, nil)
        case let .angularGradient(stops, _, startAngle, _):
            let (dx, dy) = (cos(startAngle.radians) / 2, sin(startAngle.radians) / 2)
            return ("url(#\(id))", linear(id: id, from: CGPoint(x: 0.5 - dx, y: 0.5 - dy), to: CGPoint(x: 0.5 + dx, y: 0.5 + dy), stops: stops), nil)
        default:
            return (CSSValues.paint(paint), nil, nil)
        }
    }

    /// A linear gradient between two points in the path's bounding box (0...1 each way).
    private static func linear(id: String, from start: CGPoint, to end: CGPoint, stops: [Paint.GradientStop]) -> String {
        "<linearGradient id=\"\(id)\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">\(stopElements(stops))</linearGradient>"
    }

    /// Stops as elements; colors go in `style`, where CSS variables (system colors) work.
    private static func stopElements(_ stops: [Paint.GradientStop]) -> String {
        stops.map { stop in
            "<stop offset=\"\(number(min(max(stop.location, 0), 1)))\" style=\"stop-color:\(CSSValues.color(stop.color))\"/>"
        }.joined()
    }

    private static func number(_ value: CGFloat) -> String { CSSMotion.number(Double(value)) }
}
