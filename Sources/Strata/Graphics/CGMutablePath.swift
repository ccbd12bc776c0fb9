#if !canImport(Darwin)
/// A transform passed the C way (`nil` for none, `&transform` otherwise), applied to `path`.
private func transformed(_ path: Path, by transform: UnsafePointer<CGAffineTransform>?) -> Path {
    guard let transform, !transform.pointee.isIdentity else { return path }
    return path.applying(transform.pointee)
}

extension CGPath {
    /// A closed rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: transformed(Path(rect), by: transform))
    }

    /// An ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: transformed(Path(ellipseIn: rect), by: transform))
    }

    /// A rectangle with elliptical corners of the given width and height.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        self.init(path: transformed(path, by: transform))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy with `transform` applied.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: transformed(path, by: transform))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: path) }

    /// A mutable copy with `transform` applied.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(copying: transformed(path, by: transform))
    }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
}

extension CGPath: Equatable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

/// A Core Graphics path that code builds element by element. Each method takes an optional
/// `transform` applied to what it adds (not to what is already there), as Core Graphics does.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    init(copying path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for point in points.dropFirst() { path.addLine(to: point.applying(transform)) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform)
    }

    /// An arc of a circle; angles in radians, `clockwise` in Core Graphics' sense (as SwiftUI's
    /// `Path.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }

    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)), transform: transform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    public func closeSubpath() { path.closeSubpath() }
}
#endif
