// Bézier geometry the way curve-editing packages write it: a curve's control points as the rows of
// a `simd` matrix, a section of the curve cut out with 3×3 and 4×4 coefficient matrices, and paths
// saved and restored through their string form (`Path.description` and `Path(_:)`).
import SwiftUI
import simd

/// A quadratic or cubic Bézier curve cut between two fractions of its length.
public enum CurveSegment {
    /// The control point and end point of the part of a quadratic curve between `start` and `end`
    /// (fractions of the curve's parameter), by the curve's matrix form.
    public static func quadratic(from p0: CGPoint, control p1: CGPoint, to p2: CGPoint,
                                 start s: Float, end f: Float) -> (control: CGPoint, end: CGPoint) {
        let points = simd_float2x3(rows: [vector(p0), vector(p1), vector(p2)])
        let coefficients = simd_float3x3(rows: [simd_float3(1, 0, 0), simd_float3(-2, 2, 0), simd_float3(1, -2, 1)])
        let restriction = simd_float3x3(rows: [simd_float3(1, s, s * s),
                                               simd_float3(0, f - s, 2 * s * (f - s)),
                                               simd_float3(0, 0, (f - s) * (f - s))])
        let cut = coefficients.inverse * restriction * coefficients * points
        return (CGPoint(x: CGFloat(cut.columns.0.y), y: CGFloat(cut.columns.1.y)),
                CGPoint(x: CGFloat(cut.columns.0.z), y: CGFloat(cut.columns.1.z)))
    }

    /// The end point of the part of a cubic curve between `start` and `end`.
    public static func cubicEnd(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, to p3: CGPoint,
                                start s: Float, end f: Float) -> CGPoint {
        let points = simd_float2x4(rows: [vector(p0), vector(p1), vector(p2), vector(p3)])
        let coefficients = simd_float4x4(rows: [simd_float4(1, 0, 0, 0), simd_float4(-3, 3, 0, 0),
                                                simd_float4(3, -6, 3, 0), simd_float4(-1, 3, -3, 1)])
        let d = f - s
        let restriction = simd_float4x4(rows: [simd_float4(1, s, s * s, s * s * s),
                                               simd_float4(0, d, 2 * s * d, 3 * s * s * d),
                                               simd_float4(0, 0, d * d, 3 * s * d * d),
                                               simd_float4(0, 0, 0, d * d * d)])
        let cut = coefficients.inverse * restriction * coefficients * points
        return CGPoint(x: CGFloat(cut.columns.0.w), y: CGFloat(cut.columns.1.w))
    }

    /// A path saved as text and read back, as editors keep a curve in user defaults.
    public static func restored(_ path: Path) -> Path? {
        let saved: String = path.description
        return Path(saved)
    }

    private static func vector(_ point: CGPoint) -> simd_float2 {
        simd_float2(Float(point.x), Float(point.y))
    }
}
