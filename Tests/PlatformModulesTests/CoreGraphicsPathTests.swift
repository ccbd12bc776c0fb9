import CoreGraphics
import SwiftUI
import Testing

/// `CGPath` and `CGMutablePath` as shape and effect code builds them (Core Graphics' spelling).
@MainActor @Suite("Core Graphics paths")
struct CoreGraphicsPathTests {
    @Test func aMutablePathBuiltFromLinesIsATriangle() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: rect.midX, y: 0), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        path.closeSubpath()
        #expect(path.boundingBox == rect)
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        #expect(Path(path).elements.count == 4)
    }

    @Test func rectanglesAndEllipsesTakeAnOptionalTransform() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        var shift = CGAffineTransform(translationX: 100, y: 5)
        let moved = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20), transform: &shift)
        #expect(moved.boundingBox.origin == CGPoint(x: 100, y: 5))
        #expect(moved.contains(CGPoint(x: 105, y: 15)))
        #expect(!moved.contains(CGPoint(x: 5, y: 10)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 10, y: 0.5)))
    }

    @Test func copiesAreIndependentAndCanBeTransformed() throws {
        let original = CGMutablePath()
        original.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let copy = try #require(original.mutableCopy())
        copy.addRect(CGRect(x: 10, y: 10, width: 4, height: 4))
        #expect(original.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 14, height: 14))
        var double = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = try #require(original.copy(using: &double))
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(original.copy() == original)
        #expect(scaled != original)
    }

    @Test func arcsAndCurvesApplyTheirTransformToWhatTheyAdd() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false, transform: CGAffineTransform(translationX: 50, y: 0))
        // The arc is a half circle around (50, 0); the line to its start continues from (10, 0).
        let box = path.boundingBox
        #expect(abs(box.maxX - 60) < 0.01)
        #expect(abs(box.minX - 0) < 0.01)
        #expect(Path(path).elements[1] == .line(to: CGPoint(x: 10, y: 0)))
        #expect(Path(path).elements[2] == .line(to: CGPoint(x: 60, y: 0)))
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10), transform: CGAffineTransform(scaleX: 1, y: -1))
        #expect(curve.boundingBox.minY == -10)
    }

    @Test func aMutablePathIsAPathEverywhereOneIsTaken() {
        let outline = CGMutablePath()
        outline.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        let layer = CAShapeLayer()
        layer.path = outline
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 30))
        let combined = CGMutablePath()
        combined.addPath(outline, transform: CGAffineTransform(translationX: 30, y: 0))
        combined.addPath(outline)
        #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 30))
    }
}
