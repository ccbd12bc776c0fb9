import Foundation

// Apple's `simd` applies the C math functions to every lane of a vector (`pow(v, w)`, `sqrt(v)`,
// `rsqrt(v)`, `simd.min(v, w)`...). Here they are generic over the standard library's SIMD types
// whose lanes are `Float` or `Double`.

/// A lane type the element-wise math functions accept: `Float` and `Double`.
public protocol SIMDMathScalar: SIMDScalar, BinaryFloatingPoint, Codable {
    static func _pow(_ x: Self, _ y: Self) -> Self
    static func _unary(_ function: SIMDMathFunction, _ x: Self) -> Self
    static func _atan2(_ y: Self, _ x: Self) -> Self
}

/// The one-argument math functions applied lane by lane.
public enum SIMDMathFunction: Sendable {
    case sqrt, exp, exp2, exp10, log, log2, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh
    case floor, ceil, trunc, round
}

extension Float: SIMDMathScalar {
    public static func _pow(_ x: Float, _ y: Float) -> Float { Foundation.powf(x, y) }
    public static func _atan2(_ y: Float, _ x: Float) -> Float { Foundation.atan2f(y, x) }
    public static func _unary(_ function: SIMDMathFunction, _ x: Float) -> Float {
        Float(Double._unary(function, Double(x)))
    }
}

extension Double: SIMDMathScalar {
    public static func _pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
    public static func _atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }
    public static func _unary(_ function: SIMDMathFunction, _ x: Double) -> Double {
        switch function {
        case .sqrt: x.squareRoot()
        case .exp: Foundation.exp(x)
        case .exp2: Foundation.exp2(x)
        case .exp10: Foundation.pow(10, x)
        case .log: Foundation.log(x)
        case .log2: Foundation.log2(x)
        case .log10: Foundation.log10(x)
        case .sin: Foundation.sin(x)
        case .cos: Foundation.cos(x)
        case .tan: Foundation.tan(x)
        case .asin: Foundation.asin(x)
        case .acos: Foundation.acos(x)
        case .atan: Foundation.atan(x)
        case .sinh: Foundation.sinh(x)
        case .cosh: Foundation.cosh(x)
        case .tanh: Foundation.tanh(x)
        case .floor: x.rounded(.down)
        case .ceil: x.rounded(.up)
        case .trunc: x.rounded(.towardZero)
        case .round: x.rounded(.toNearestOrAwayFromZero)
        }
    }
}

@inline(__always)
private func lanes<V: SIMD>(_ x: V, _ function: SIMDMathFunction) -> V where V.Scalar: SIMDMathScalar {
    var result = x
    for i in result.indices { result[i] = V.Scalar._unary(function, x[i]) }
    return result
}

/// Each lane of `x` raised to the power of the same lane of `y`.
public func pow<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: SIMDMathScalar {
    var result = x
    for i in result.indices { result[i] = V.Scalar._pow(x[i], y[i]) }
    return result
}
/// The angle of each lane pair, as `atan2(y, x)` on scalars.
public func atan2<V: SIMD>(_ y: V, _ x: V) -> V where V.Scalar: SIMDMathScalar {
    var result = x
    for i in result.indices { result[i] = V.Scalar._atan2(y[i], x[i]) }
    return result
}
public func sqrt<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .sqrt) }
/// The reciprocal square root of each lane.
public func rsqrt<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { 1 / lanes(x, .sqrt) }
/// The reciprocal of each lane.
public func recip<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { 1 / x }
public func exp<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .exp) }
public func exp2<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .exp2) }
public func exp10<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .exp10) }
public func log<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .log) }
public func log2<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .log2) }
public func log10<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .log10) }
public func sin<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .sin) }
public func cos<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .cos) }
public func tan<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .tan) }
public func asin<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .asin) }
public func acos<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .acos) }
public func atan<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .atan) }
public func sinh<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .sinh) }
public func cosh<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .cosh) }
public func tanh<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .tanh) }
public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .floor) }
public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .ceil) }
public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .trunc) }
public func round<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar { lanes(x, .round) }
/// The fractional part of each lane, `x - floor(x)`, kept below one.
public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar {
    let result = x - lanes(x, .floor)
    return result.replacing(with: V.Scalar(1).nextDown, where: result .>= 1)
}
/// -1, 0 or 1 for each lane, after its sign (0 for zero and NaN).
public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: SIMDMathScalar {
    var result = V()
    for i in result.indices { result[i] = x[i] > 0 ? 1 : (x[i] < 0 ? -1 : 0) }
    return result
}
/// The smaller of each lane pair.
public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { x.replacing(with: y, where: y .< x) }
/// The larger of each lane pair.
public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { x.replacing(with: y, where: y .> x) }
/// The smallest lane of `x` against `y` in every lane.
public func min<V: SIMD>(_ x: V, _ y: V.Scalar) -> V where V.Scalar: Comparable { min(x, V(repeating: y)) }
/// The largest lane of `x` against `y` in every lane.
public func max<V: SIMD>(_ x: V, _ y: V.Scalar) -> V where V.Scalar: Comparable { max(x, V(repeating: y)) }
