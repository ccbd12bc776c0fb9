// Geometric functions of Apple's `simd` module over the standard library's SIMD vectors of
// floating-point lanes, in both spellings (`simd_length(v)` and `length(v)`).

/// The dot product of two vectors.
public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The square of a vector's length.
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x) }
/// The length of a vector.
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x).squareRoot() }
/// The square of the distance between two points.
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x - y) }
/// The distance between two points.
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }

/// The vector scaled to length 1 (a zero vector gives NaN lanes, as Apple's does).
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / simd_length(x) }

/// The cross product of two 3-vectors.
public func simd_cross<Scalar: SIMDScalar & FloatingPoint>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<Scalar> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}

/// The reflection of `x` about the plane whose unit normal is `n`.
public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { x - 2 * simd_dot(x, n) * n }

/// The projection of `x` onto `y`.
public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { simd_dot(x, y) / simd_dot(y, y) * y }

public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, y) }
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x) }
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x) }
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance_squared(x, y) }
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(x, y) }
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
public func cross<Scalar: SIMDScalar & FloatingPoint>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<Scalar> { simd_cross(x, y) }
public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { simd_reflect(x, n) }
public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { simd_project(x, y) }
