import Foundation

extension UIBezierPath {
    /// A path with the same elements as `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// The same shape drawn the other way: each subpath from its end back to its start, with
    /// its curves' control points swapped.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = path.reversedSubpaths()
        return reversed
    }
}

extension Path {
    /// The path with every subpath drawn from its end to its start.
    func reversedSubpaths() -> Path {
        struct Segment { let element: Path.Element; let from: CGPoint }
        struct Subpath { let start: CGPoint; var segments: [Segment] = []; var isClosed = false }
        var subpaths: [Subpath] = []
        var current = CGPoint.zero
        func append(_ element: Path.Element, to end: CGPoint) {
            if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed { subpaths.append(Subpath(start: current)) }
            subpaths[subpaths.count - 1].segments.append(Segment(element: element, from: current))
            current = end
        }
        forEach { element in
            switch element {
            case .move(let point):
                subpaths.append(Subpath(start: point))
                current = point
            case .line(let point): append(element, to: point)
            case .quadCurve(let point, _): append(element, to: point)
            case .curve(let point, _, _): append(element, to: point)
            case .closeSubpath:
                if let last = subpaths.indices.last {
                    subpaths[last].isClosed = true
                    current = subpaths[last].start
                }
            }
        }
        var result = Path()
        for subpath in subpaths {
            guard let last = subpath.segments.last else { continue }
            switch last.element {
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _): result.move(to: end)
            case .move, .closeSubpath: continue
            }
            for segment in subpath.segments.reversed() {
                switch segment.element {
                case .line: result.addLine(to: segment.from)
                case .quadCurve(_, let control): result.addQuadCurve(to: segment.from, control: control)
                case .curve(_, let control1, let control2): result.addCurve(to: segment.from, control1: control2, control2: control1)
                case .move, .closeSubpath: break
                }
            }
            if subpath.isClosed { result.closeSubpath() }
        }
        return result
    }
}
