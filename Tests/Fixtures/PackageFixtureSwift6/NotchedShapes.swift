// Shapes from a Swift 6 target, written as shape libraries write them: a protocol refining
// `InsettableShape` whose extension supplies `path(in:)`, `inset(by:)` and `animatableData`, and
// a geometry effect with stored properties. Apple's `Shape` and `GeometryEffect` are
// `nonisolated` protocols, so none of these members is bound to the main actor.
import SwiftUI

/// A shape inset by a stored amount.
public protocol InsetByAmount: InsettableShape {
    var insetAmount: CGFloat { get set }
}

extension InsetByAmount {
    public func inset(by amount: CGFloat) -> Self {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A shape drawn through corner points, inset by its stored amount.
public protocol NotchedShape: InsetByAmount {
    func corners(in rect: CGRect) -> [CGPoint]
}

extension NotchedShape {
    public func path(in rect: CGRect) -> Path {
        let points = corners(in: rect.insetBy(dx: insetAmount, dy: insetAmount))
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

/// A rectangle with its top right corner cut off.
public struct NotchedRectangle: NotchedShape {
    public var insetAmount: CGFloat = 0
    public var notch: CGFloat

    public init(notch: CGFloat) { self.notch = notch }

    public func corners(in rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX - notch, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.minY + notch), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }
}

/// Shifts a view sideways by a stored distance.
public struct SideShift: GeometryEffect {
    public var distance: CGFloat

    public init(distance: CGFloat) { self.distance = distance }

    public var animatableData: CGFloat {
        get { distance }
        set { distance = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: distance, y: 0))
    }
}
