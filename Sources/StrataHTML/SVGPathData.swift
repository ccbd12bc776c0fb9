import Strata

/// Serializes a `Path` as SVG path data.
enum SVGPathData {
    static func string(for path: Path) -> String {
        var parts: [String] = []
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M\(n(p.x)) \(n(p.y))")
            case .line(let p): parts.append("L\(n(p.x)) \(n(p.y))")
            case let .quadCurve(p, c): parts.append("Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))")
            case let .curve(p, c1, c2): parts.append("C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    private static func n(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
