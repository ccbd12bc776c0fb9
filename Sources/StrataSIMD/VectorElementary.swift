// Lane-wise elementary functions of Apple's `simd` module (`sin(v)`, `cos(v)`, `sqrt(v)`…) over the
// standard library's SIMD vectors of `Float` or `Double` lanes.

import Foundation

private func lanewise<V: SIMD>(_ x: V, _ function: (Double) -> Double) -> V where V.Scalar: BinaryFloatingPoint {
    var result = x
    for index in result.indices { result[index] = V.Scalar(function(Double(result[index]))) }
    return result
}

/// The sine of each lane.
public func sin<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.sin) }
/// The cosine of each lane.
public func cos<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.cos) }
/// The tangent of each lane.
public func tan<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.tan) }
/// The square root of each lane.
public func sqrt<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.sqrt) }
/// e raised to each lane.
public func exp<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.exp) }
/// The natural logarithm of each lane.
public func log<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.log) }
/// Each lane rounded down.
public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.floor) }
/// Each lane rounded up.
public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { lanewise(x, Foundation.ceil) }
/// Each lane raised to the same lane of `y`.
public func pow<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: BinaryFloatingPoint {
    var result = x
    for index in result.indices { result[index] = V.Scalar(Foundation.pow(Double(x[index]), Double(y[index]))) }
    return result
}
