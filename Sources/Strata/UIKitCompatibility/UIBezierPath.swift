/// The corners of a rectangle (UIKit's spelling), for rounding some corners only.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

#if !canImport(Darwin)
/// An immutable path (Core Graphics' spelling), as produced by `UIBezierPath.cgPath`.
/// `CGMutablePath` (Sources/Strata/Graphics/CGMutablePath.swift) is its mutable subclass.
public class CGPath: @unchecked Sendable {
    var path: Path
    init(path: Path) { self.path = path }
}
#endif

/// A path in UIKit's spelling, for code that builds a shape with it and converts it with
/// `Path(bezier.cgPath)`. Angles are in radians; `clockwise` is as seen on screen.
public final class UIBezierPath {
    var path = Path()

    public init() {}

    public init(rect: CGRect) {
        path.addRect(rect)
    }

    public init(ovalIn rect: CGRect) {
        path.addEllipse(in: rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular)
    }

    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = min(cornerRadii.width, rect.width / 2, rect.height / 2)
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path = UnevenRoundedRectangle(
            topLeadingRadius: r(.topLeft), bottomLeadingRadius: r(.bottomLeft),
            bottomTrailingRadius: r(.bottomRight), topTrailingRadius: r(.topRight), style: .circular
        ).path(in: rect)
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: path) }

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.boundingRect }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func close() { path.closeSubpath() }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}

extension Path {
    /// A SwiftUI path from a Core Graphics path: `Path(bezier.cgPath)`.
    public init(_ path: CGPath) {
        self = path.path
    }
}
