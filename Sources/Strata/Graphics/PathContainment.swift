// Hit-testing a path (`Path.contains(_:eoFill:)`, `CGPath.contains(_:using:transform:)`): a point
// is inside when the path, curves flattened and every subpath implicitly closed as filling closes
// it, winds around it (nonzero rule) or crosses a ray from it an odd number of times (even-odd).

extension Path {
    /// Whether filling the path would paint `point`: with the nonzero winding rule, or the
    /// even-odd rule when `eoFill` is true.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for subpath in flattenedSubpaths() {
            var points = subpath.points
            if let first = points.first, points.last != first { points.append(first) }
            for (start, end) in zip(points, points.dropFirst()) where (start.y <= point.y) != (end.y <= point.y) {
                let x = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
                if x > point.x {
                    crossings += 1
                    winding += end.y > start.y ? 1 : -1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}

#if !canImport(Darwin)
extension CGPath {
    /// Whether filling the path with `rule` would paint `point`, after `transform` is applied to
    /// the path.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let shape = transform.isIdentity ? path : path.applying(transform)
        return shape.contains(point, eoFill: rule == .evenOdd)
    }
}
#endif
