extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (nonzero winding): each
    /// segment of the path (curves flattened) becomes a band `lineWidth` wide, joined with round
    /// joins; `.round` and `.square` caps extend the open ends. Dashes are not applied.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var outline = Path()
        for polyline in flattenedSubpaths() {
            let points = polyline.points
            guard points.count > 1 else {
                if let point = points.first, style.lineCap != .butt { outline.addClockwiseDisc(at: point, radius: half) }
                continue
            }
            for index in 1..<points.count {
                var start = points[index - 1], end = points[index]
                let dx = end.x - start.x, dy = end.y - start.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let ux = dx / length, uy = dy / length
                if style.lineCap == .square, !polyline.closed {
                    if index == 1 { start = CGPoint(x: start.x - ux * half, y: start.y - uy * half) }
                    if index == points.count - 1 { end = CGPoint(x: end.x + ux * half, y: end.y + uy * half) }
                }
                let nx = -uy * half, ny = ux * half
                outline.move(to: CGPoint(x: start.x + nx, y: start.y + ny))
                outline.addLine(to: CGPoint(x: end.x + nx, y: end.y + ny))
                outline.addLine(to: CGPoint(x: end.x - nx, y: end.y - ny))
                outline.addLine(to: CGPoint(x: start.x - nx, y: start.y - ny))
                outline.closeSubpath()
            }
            let joints = polyline.closed ? points : Array(points.dropFirst().dropLast())
            for point in joints { outline.addClockwiseDisc(at: point, radius: half) }
            if !polyline.closed, style.lineCap == .round, let first = points.first, let last = points.last {
                outline.addClockwiseDisc(at: first, radius: half)
                outline.addClockwiseDisc(at: last, radius: half)
            }
        }
        return outline
    }

    /// The subpaths as polylines, curves flattened into 16 segments each.
    func flattenedSubpaths() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if closed, let first = points.first, points.last != first { points.append(first) }
            if !points.isEmpty { result.append((points, closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                points = [point]
            case .line(let point):
                points.append(point)
            case let .quadCurve(point, control):
                let start = points.last ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                                          y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
                }
            case let .curve(point, control1, control2):
                let start = points.last ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                                          y: a * start.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                let first = points.first
                finish(closed: true)
                if let first { points = [first] }
            }
        }
        if points.count > 1 { finish(closed: false) }
        return result
    }

    /// Adds a 24-sided disc wound the same way as the stroke bands, so their union fills.
    fileprivate mutating func addClockwiseDisc(at center: CGPoint, radius: CGFloat) {
        for step in 0..<24 {
            let angle = -Double(step) / 24 * 2 * .pi
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0 { move(to: point) } else { addLine(to: point) }
        }
        closeSubpath()
    }
}
