import Strata

/// Paths of lines and areas through points, by interpolation method, and of pie sectors.
enum ChartPaths {
    /// A line through `points`, in order.
    static func line(through points: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        append(points, method: method, to: &path)
        return path
    }

    /// The area between a top line and a bottom line (both in the same order).
    static func area(top: [CGPoint], bottom: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = top.first, let last = bottom.last else { return path }
        path.move(to: first)
        append(top, method: method, to: &path)
        path.addLine(to: last)
        append(bottom.reversed(), method: method, to: &path)
        path.closeSubpath()
        return path
    }

    /// Adds the segments from the first point (where the path is) through the others.
    private static func append(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path) {
        guard points.count > 1 else { return }
        switch method.storage {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: previous.x, y: point.y))
                path.addLine(to: point)
            }
        case .stepEnd:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: point.x, y: previous.y))
                path.addLine(to: point)
            }
        case .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                let middle = (previous.x + point.x) / 2
                path.addLine(to: CGPoint(x: middle, y: previous.y))
                path.addLine(to: CGPoint(x: middle, y: point.y))
                path.addLine(to: point)
            }
        case .catmullRom, .cardinal, .monotone:
            let clamped = method.storage == .monotone
            for index in 0..<(points.count - 1) {
                let p0 = points[max(index - 1, 0)], p1 = points[index]
                let p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
                var c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                var c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                if clamped {
                    let low = min(p1.y, p2.y), high = max(p1.y, p2.y)
                    c1.y = min(max(c1.y, low), high)
                    c2.y = min(max(c2.y, low), high)
                }
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
    }

    /// A pie or donut sector, clockwise from `start` to `end` (radians, zero at 3 o'clock).
    static func sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double) -> Path {
        var path = Path()
        let steps = max(Int(((end - start) / (Double.pi / 90)).rounded(.up)), 2)
        func point(_ angle: Double, _ radius: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let outerPoints = (0...steps).map { point(start + (end - start) * Double($0) / Double(steps), outer) }
        if inner > 0 {
            let innerPoints = (0...steps).reversed().map { point(start + (end - start) * Double($0) / Double(steps), inner) }
            path.addLines(outerPoints + innerPoints)
        } else {
            path.addLines([center] + outerPoints)
        }
        path.closeSubpath()
        return path
    }
}
