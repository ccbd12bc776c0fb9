// Lane-wise functions of Apple's `simd` module (interpolation, clamping, extremes, steps) over
// the standard library's SIMD vectors, in both spellings (`simd_mix` and `mix`).

/// Linear interpolation: `x + t * (y - x)`, lane by lane.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// Linear interpolation by one factor for every lane.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// Linear interpolation of scalars.
public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }

/// Each lane of `x` kept between the same lanes of `low` and `high`.
public func simd_clamp<V: SIMD>(_ x: V, _ low: V, _ high: V) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: low, upperBound: high)
}
/// Each lane of `x` kept between `low` and `high`.
public func simd_clamp<V: SIMD>(_ x: V, _ low: V.Scalar, _ high: V.Scalar) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: V(repeating: low), upperBound: V(repeating: high))
}
/// A scalar kept between `low` and `high`.
public func simd_clamp<T: Comparable>(_ x: T, _ low: T, _ high: T) -> T { Swift.min(Swift.max(x, low), high) }

/// The lane-wise minimum.
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The lane-wise maximum.
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
/// The smallest lane.
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The largest lane.
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
/// The sum of the lanes.
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }

/// The lane-wise absolute value.
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    var result = x
    for index in result.indices { result[index] = Swift.abs(result[index]) }
    return result
}

/// 0 where a lane of `x` is below the same lane of `edge`, else 1.
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    var result = V()
    for index in result.indices { result[index] = x[index] < edge[index] ? 0 : 1 }
    return result
}

/// Hermite interpolation from 0 to 1 as each lane of `x` goes from `edge0` to `edge1`.
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)
}
/// Hermite interpolation of scalars.
public func simd_smoothstep<T: FloatingPoint>(_ edge0: T, _ edge1: T, _ x: T) -> T {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)
}

public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
public func mix<T: FloatingPoint>(_ x: T, _ y: T, t: T) -> T { simd_mix(x, y, t) }
public func clamp<V: SIMD>(_ x: V, min low: V, max high: V) -> V where V.Scalar: Comparable { simd_clamp(x, low, high) }
public func clamp<V: SIMD>(_ x: V, min low: V.Scalar, max high: V.Scalar) -> V where V.Scalar: Comparable { simd_clamp(x, low, high) }
public func clamp<T: Comparable>(_ x: T, min low: T, max high: T) -> T { simd_clamp(x, low, high) }
public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_abs(x) }
public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint { simd_step(edge, x) }
public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint { simd_smoothstep(edge0, edge1, x) }
public func smoothstep<T: FloatingPoint>(_ x: T, edge0: T, edge1: T) -> T { simd_smoothstep(edge0, edge1, x) }
