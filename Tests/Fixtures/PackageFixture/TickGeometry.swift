// Geometry helpers the way drawing packages write them: the file imports CoreGraphics' submodules
// one by one and nothing else.
import CoreGraphics.CGGeometry
import CoreGraphics.CGAffineTransform

/// The positions of `count` evenly spaced ticks along `rect`'s width, at its vertical middle,
/// rotated by `angle` radians about the rect's center.
public func tickPositions(in rect: CGRect, count: Int, rotatedBy angle: CGFloat = 0) -> [CGPoint] {
    guard count > 1 else { return count == 1 ? [CGPoint(x: rect.midX, y: rect.midY)] : [] }
    let step = rect.width / CGFloat(count - 1)
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let rotation = CGAffineTransform(translationX: center.x, y: center.y)
        .rotated(by: angle)
        .translatedBy(x: -center.x, y: -center.y)
    return (0..<count).map { index in
        CGPoint(x: rect.minX + step * CGFloat(index), y: rect.midY).applying(rotation)
    }
}
