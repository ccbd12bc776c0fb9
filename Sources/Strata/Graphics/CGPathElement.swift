// Walking a Core Graphics path element by element (`applyWithBlock`, `apply(info:function:)`).
// On Linux `CGPoint` is a Swift struct, so `CGPathElement` is one too and no C function pointer
// can take it: `CGPathApplierFunction` is a Swift function type here, so a closure literal passed
// to `apply(info:function:)` compiles, while a value declared `@convention(c)` does not.

#if !canImport(Darwin)
/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path: its kind and its points (controls first, then the end point).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
/// The block `CGPath.applyWithBlock(_:)` calls for each element.
public typealias CGPathApplierBlock = (UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` with each element of the path, in order; the element and its points are valid
    /// only during the call.
    public func applyWithBlock(_ block: CGPathApplierBlock) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in path.elements {
            let type: CGPathElementType
            switch element {
            case .move(let point):
                type = .moveToPoint
                points[0] = point
            case .line(let point):
                type = .addLineToPoint
                points[0] = point
            case let .quadCurve(point, control):
                type = .addQuadCurveToPoint
                (points[0], points[1]) = (control, point)
            case let .curve(point, control1, control2):
                type = .addCurveToPoint
                (points[0], points[1], points[2]) = (control1, control2, point)
            case .closeSubpath:
                type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element of the path, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
#endif
