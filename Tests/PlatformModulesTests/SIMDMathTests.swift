import CoreGraphics
import Foundation
import Testing
import simd

@MainActor @Suite struct SIMDMathTests {
    @Test func powerAndRootsApplyToEveryLane() {
        #expect(pow(SIMD2<Float>(2, 3), SIMD2<Float>(3, 2)) == SIMD2<Float>(8, 9))
        #expect(pow(SIMD3<Double>(4, 9, 16), SIMD3<Double>(repeating: 0.5)) == SIMD3<Double>(2, 3, 4))
        #expect(sqrt(SIMD4<Double>(1, 4, 9, 16)) == SIMD4<Double>(1, 2, 3, 4))
        #expect(rsqrt(SIMD2<Double>(4, 16)) == SIMD2<Double>(0.5, 0.25))
        #expect(recip(SIMD2<Float>(2, 4)) == SIMD2<Float>(0.5, 0.25))
    }

    @Test func roundingFractionsAndSigns() {
        let v = SIMD4<Double>(-1.5, -0.25, 0.25, 2.5)
        #expect(floor(v) == SIMD4<Double>(-2, -1, 0, 2))
        #expect(ceil(v) == SIMD4<Double>(-1, 0, 1, 3))
        #expect(trunc(v) == SIMD4<Double>(-1, 0, 0, 2))
        #expect(round(v) == SIMD4<Double>(-2, 0, 0, 3))
        #expect(fract(v) == SIMD4<Double>(0.5, 0.75, 0.25, 0.5))
        #expect(sign(SIMD3<Float>(-3, 0, 7)) == SIMD3<Float>(-1, 0, 1))
    }

    @Test func transcendentalFunctionsMatchTheScalarOnes() {
        let v = SIMD2<Double>(0.3, 1.2)
        #expect(sin(v) == SIMD2(Foundation.sin(0.3), Foundation.sin(1.2)))
        #expect(exp(v) == SIMD2(Foundation.exp(0.3), Foundation.exp(1.2)))
        #expect(log2(SIMD2<Float>(8, 1024)) == SIMD2<Float>(3, 10))
        #expect(atan2(SIMD2<Double>(1, 0), SIMD2<Double>(0, 1)) == SIMD2<Double>(.pi / 2, 0))
    }

    @Test func minAndMaxAreQualifiedBySimdAndLeaveScalarsAlone() {
        #expect(simd.min(SIMD2<Float>(1, 5), SIMD2<Float>(3, 2)) == SIMD2<Float>(1, 2))
        #expect(simd.max(SIMD2<Double>(1, 5), SIMD2<Double>(3, 2)) == SIMD2<Double>(3, 5))
        #expect(max(SIMD3<Float>(-1, 0, 4), 1) == SIMD3<Float>(1, 1, 4))
        // The scalar functions of the standard library and Foundation are still found.
        #expect(min(3, 7) == 3 && max(2.5, 1.0) == 2.5 && pow(2.0, 10.0) == 1024 && sqrt(9.0) == 3)
    }

    @Test func aRectangleTransformsToTheBoundsOfItsCorners() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -40, y: 40, width: 30, height: 80))
        let turned = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 2) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 2) < 1e-9 && abs(turned.height - 4) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
