extension Path {
    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End` (a rounded corner), joined by a straight line.
    public mutating func addArc(tangent1End point1: CGPoint, tangent2End point2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let start = currentPoint else {
            move(to: point1.applying(transform))
            return
        }
        var part = Path()
        part.move(to: start)
        let v1 = CGPoint(x: start.x - point1.x, y: start.y - point1.y)
        let v2 = CGPoint(x: point2.x - point1.x, y: point2.y - point1.y)
        let length1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), length2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-9, radius.isFinite else {
            addLine(to: point1.applying(transform))
            return
        }
        let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1), u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let tangent1 = CGPoint(x: point1.x + u1.x * distance, y: point1.y + u1.y * distance)
        let tangent2 = CGPoint(x: point1.x + u2.x * distance, y: point1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: point1.x + bisector.x / bisectorLength * centerDistance, y: point1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(tangent1.y - center.y, tangent1.x - center.x)
        var delta = atan2(tangent2.y - center.y, tangent2.x - center.x) - startAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        part.addLine(to: tangent1)
        part.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(startAngle + delta), clockwise: delta < 0)
        // The part starts at the current point, which is already in the path.
        var transformed = part.applying(transform).elements
        transformed.removeFirst()
        transformed.forEach { add($0) }
    }

    /// Adds an arc of `delta` from `startAngle` around `center`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
    }

    /// Adds an arc of a circle, with `transform` applied to the arc (not to what is already there).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform) {
        var part = Path()
        if let current = currentPoint { part.move(to: current) }
        part.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        var transformed = part.applying(transform).elements
        if currentPoint != nil { transformed.removeFirst() }
        transformed.forEach { add($0) }
    }

    private mutating func add(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case let .quadCurve(point, control): addQuadCurve(to: point, control: control)
        case let .curve(point, control1, control2): addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }
}
