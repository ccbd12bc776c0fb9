extension Path {
    /// The part of the path between two fractions of its length (0 is the start, 1 the end), as
    /// lines along the path (curves flattened). Fractions are clamped to 0...1; an empty or
    /// reversed range gives an empty path.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        let polylines = flattenedSubpaths().map(\.points)
        let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
        guard to > from, total > 0 else { return Path() }
        let startDistance = from * total, endDistance = to * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        for points in polylines where points.count > 1 {
            var drawing = false
            for index in 1..<points.count {
                let a = points[index - 1], b = points[index]
                let segment = hypot(b.x - a.x, b.y - a.y)
                let segmentStart = travelled, segmentEnd = travelled + segment
                travelled = segmentEnd
                guard segment > 0, segmentEnd > startDistance, segmentStart < endDistance else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = (distance - segmentStart) / segment
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    trimmed.move(to: point(at: max(startDistance, segmentStart)))
                    drawing = true
                }
                trimmed.addLine(to: point(at: min(endDistance, segmentEnd)))
            }
        }
        return trimmed
    }

    static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
