// CoreGraphics' C-style geometry functions, which Swift code ported from Objective-C still calls
// (`CGPointMake(0, 0)`). Foundation on Linux has the geometry types but not these.

#if !canImport(Darwin)
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.intersects(rect2) }
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1 == rect2 }
#endif
