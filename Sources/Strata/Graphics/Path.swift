/// The outline of a 2D shape, built from moves, lines, curves and arcs.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the last point of the path, or, after `closeSubpath()`, the
    /// point the closed subpath started at (as Core Graphics keeps it); nil when the path is empty.
    public var currentPoint: CGPoint? {
        var closing = false
        for element in elements.reversed() {
            switch element {
            case .move(let point): return point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): if !closing { return point }
            case .closeSubpath: closing = true
            }
        }
        return nil
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point) } else { elements.append(.line(to: point)) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(rect), transform: transform) }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else {
            var shape = Path()
            shape.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
            return addPath(shape, transform: transform)
        }
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5523
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                 control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                 control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                 control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                 control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                 control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                 control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    /// Adds an ellipse starting at its rightmost point and running clockwise on screen, as
    /// SwiftUI's does (so `Circle().trim(from: 0, to: 0.25)` runs from 3 to 6 o'clock).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: rect), transform: transform) }
        let k: CGFloat = 0.5523
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: rect.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: cy - ry * k))
        closeSubpath()
    }

    /// Adds an arc of a circle, approximated with cubic curves (at most 90° each).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians, end = endAngle.radians
        // SwiftUI's `clockwise` is in its flipped coordinate space: clockwise decreases the angle.
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        for _ in 0..<segments {
            let a1 = start, a2 = start + step
            let k = 4.0 / 3.0 * tan((a2 - a1) / 4) * radius
            addCurve(
                to: CGPoint(x: center.x + radius * cos(a2), y: center.y + radius * sin(a2)),
                control1: CGPoint(x: center.x + radius * cos(a1) - k * sin(a1), y: center.y + radius * sin(a1) + k * cos(a1)),
                control2: CGPoint(x: center.x + radius * cos(a2) + k * sin(a2), y: center.y + radius * sin(a2) - k * cos(a2))
            )
            start = a2
        }
    }

    /// Adds the elements of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
    }

    /// The smallest rectangle containing every point of the path (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case let .quadCurve(p, c): points += [p, c]
            case let .curve(p, c1, c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
