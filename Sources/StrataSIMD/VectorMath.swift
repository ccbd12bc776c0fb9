import Foundation

// Apple's `simd` applies the C math functions to every lane of a vector (`pow(v, w)`, `sqrt(v)`,
// `rsqrt(v)`, `simd.min(v, w)`...). Here they are generic over the standard library's SIMD types
// whose lanes are `Float` or `Double`, each lane computed in `Double`.

@inline(__always)
private func lanewise<V: SIMD>(_ x: V, _ function: (Double) -> Double) -> V where V.Scalar: BinaryFloatingPoint {
    var result = x
    for index in result.indices { result[index] = V.Scalar(function(Double(x[index]))) }
    return result
}

@inline(__always)
private func lanewise<V: SIMD>(_ x: V, _ y: V, _ function: (Double, Double) -> Double) -> V where V.Scalar: BinaryFloatingPoint {
    var result = x
    for index in result.indices { result[index] = V.Scalar(function(Double(x[index]), Double(y[index]))) }
    return result
}

/// Each lane of `x` raised to the power of the same lane of `y`.
public func pow<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, y, Foundation.pow) }
/// The angle of each lane pair, as `atan2(y, x)` on scalars.
public func atan2<V: SIMD>(_ y: V, _ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(y, x, Foundation.atan2) }
/// The square root of each lane.
public func sqrt<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x) { $0.squareRoot() } }
/// The reciprocal square root of each lane.
public func rsqrt<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x) { 1 / $0.squareRoot() } }
/// The reciprocal of each lane.
public func recip<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { 1 / x }
/// e raised to each lane.
public func exp<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.exp) }
/// 2 raised to each lane.
public func exp2<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.exp2) }
/// 10 raised to each lane.
public func exp10<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x) { Foundation.pow(10, $0) } }
/// The natural logarithm of each lane.
public func log<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.log) }
/// The base-2 logarithm of each lane.
public func log2<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.log2) }
/// The base-10 logarithm of each lane.
public func log10<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.log10) }
/// The sine of each lane.
public func sin<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.sin) }
/// The cosine of each lane.
public func cos<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.cos) }
/// The tangent of each lane.
public func tan<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.tan) }
/// The arcsine of each lane.
public func asin<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.asin) }
/// The arccosine of each lane.
public func acos<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.acos) }
/// The arctangent of each lane.
public func atan<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.atan) }
/// The hyperbolic sine of each lane.
public func sinh<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.sinh) }
/// The hyperbolic cosine of each lane.
public func cosh<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.cosh) }
/// The hyperbolic tangent of each lane.
public func tanh<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.tanh) }
/// Each lane rounded down.
public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { x.rounded(.down) }
/// Each lane rounded up.
public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { x.rounded(.up) }
/// Each lane rounded toward zero.
public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { x.rounded(.towardZero) }
/// Each lane rounded to the nearest whole number, halves away from zero.
public func round<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { x.rounded(.toNearestOrAwayFromZero) }
/// The fractional part of each lane, `x - floor(x)`, kept below one.
public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint {
    let result = x - x.rounded(.down)
    return result.replacing(with: V.Scalar(1).nextDown, where: result .>= 1)
}
/// -1, 0 or 1 for each lane, after its sign (0 for zero and NaN).
public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint {
    V(repeating: 0).replacing(with: 1, where: x .> 0).replacing(with: -1, where: x .< 0)
}
/// The smaller of each lane pair.
public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { x.replacing(with: y, where: y .< x) }
/// The larger of each lane pair.
public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { x.replacing(with: y, where: y .> x) }
/// Each lane of `x`, at most `y`.
public func min<V: SIMD>(_ x: V, _ y: V.Scalar) -> V where V.Scalar: Comparable { min(x, V(repeating: y)) }
/// Each lane of `x`, at least `y`.
public func max<V: SIMD>(_ x: V, _ y: V.Scalar) -> V where V.Scalar: Comparable { max(x, V(repeating: y)) }
