// The quaternions of Apple's `simd` module (`simd_quatd`, `simd_quatf`): a vector `(ix, iy, iz, r)`
// with Apple's initializers, arithmetic, rotation of vectors and spherical interpolation.

import Foundation

/// A quaternion of floating-point scalars; unit quaternions stand for rotations.
public struct SIMDQuaternion<Scalar: SIMDScalar & BinaryFloatingPoint>: Hashable, @unchecked Sendable {
    /// The imaginary parts in x, y, z and the real part in w.
    public var vector: SIMD4<Scalar>

    /// The zero quaternion (all parts 0), as Apple's `simd_quatd()` is.
    public init() {
        vector = .zero
    }

    /// A quaternion from its vector `(ix, iy, iz, r)`.
    public init(vector: SIMD4<Scalar>) {
        self.vector = vector
    }

    /// A quaternion from its parts.
    public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) {
        vector = SIMD4(ix, iy, iz, r)
    }

    /// A quaternion from its real and imaginary parts.
    public init(real: Scalar, imag: SIMD3<Scalar>) {
        vector = SIMD4(imag, real)
    }

    /// The rotation by `angle` radians about `axis` (the axis is used as given, as Apple's is:
    /// pass a unit vector for a unit quaternion).
    public init(angle: Scalar, axis: SIMD3<Scalar>) {
        let half = Double(angle) / 2
        vector = SIMD4(axis * Scalar(Foundation.sin(half)), Scalar(Foundation.cos(half)))
    }

    /// The rotation that turns unit vector `from` onto unit vector `to`.
    public init(from: SIMD3<Scalar>, to: SIMD3<Scalar>) {
        let cosine = (from * to).sum()
        if cosine < -1 + Scalar.ulpOfOne * 16 {
            // Opposite vectors: half a turn about any axis perpendicular to `from`.
            var axis = simd_cross(SIMD3(1, 0, 0), from)
            if simd_length_squared(axis) < Scalar.ulpOfOne { axis = simd_cross(SIMD3(0, 1, 0), from) }
            self.init(angle: .pi, axis: simd_normalize(axis))
            return
        }
        let halfway = simd_normalize(from + to)
        self.init(real: (from * halfway).sum(), imag: simd_cross(from, halfway))
    }

    /// The rotation of a rotation matrix (its upper-left 3×3 part).
    public init(_ matrix: SIMDMatrix4x4<Scalar>) {
        let m = matrix
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = Scalar(Foundation.sqrt(Double(trace + 1))) * 2
            self.init(ix: (m[1][2] - m[2][1]) / s, iy: (m[2][0] - m[0][2]) / s, iz: (m[0][1] - m[1][0]) / s, r: s / 4)
        } else if m[0][0] > m[1][1] && m[0][0] > m[2][2] {
            let s = Scalar(Foundation.sqrt(Double(1 + m[0][0] - m[1][1] - m[2][2]))) * 2
            self.init(ix: s / 4, iy: (m[0][1] + m[1][0]) / s, iz: (m[2][0] + m[0][2]) / s, r: (m[1][2] - m[2][1]) / s)
        } else if m[1][1] > m[2][2] {
            let s = Scalar(Foundation.sqrt(Double(1 + m[1][1] - m[0][0] - m[2][2]))) * 2
            self.init(ix: (m[0][1] + m[1][0]) / s, iy: s / 4, iz: (m[1][2] + m[2][1]) / s, r: (m[2][0] - m[0][2]) / s)
        } else {
            let s = Scalar(Foundation.sqrt(Double(1 + m[2][2] - m[0][0] - m[1][1]))) * 2
            self.init(ix: (m[2][0] + m[0][2]) / s, iy: (m[1][2] + m[2][1]) / s, iz: s / 4, r: (m[0][1] - m[1][0]) / s)
        }
    }

    /// The real part.
    public var real: Scalar {
        get { vector.w }
        set { vector.w = newValue }
    }

    /// The imaginary parts.
    public var imag: SIMD3<Scalar> {
        get { SIMD3(vector.x, vector.y, vector.z) }
        set { vector = SIMD4(newValue, vector.w) }
    }

    /// The length of the quaternion's vector.
    public var length: Scalar { simd_length(vector) }

    /// The quaternion scaled to length 1.
    public var normalized: SIMDQuaternion { SIMDQuaternion(vector: vector / length) }

    /// The conjugate: the imaginary parts negated.
    public var conjugate: SIMDQuaternion { SIMDQuaternion(real: real, imag: -imag) }

    /// The multiplicative inverse.
    public var inverse: SIMDQuaternion { SIMDQuaternion(vector: conjugate.vector / simd_length_squared(vector)) }

    /// The rotation angle in radians, 0...2π.
    public var angle: Scalar {
        Scalar(2 * Foundation.atan2(Double(simd_length(imag)), Double(real)))
    }

    /// The rotation axis (unit length; `(1, 0, 0)` for no rotation).
    public var axis: SIMD3<Scalar> {
        let length = simd_length(imag)
        return length == 0 ? SIMD3(1, 0, 0) : imag / length
    }

    /// `vector` rotated by this (unit) quaternion.
    public func act(_ vector: SIMD3<Scalar>) -> SIMD3<Scalar> {
        (self * SIMDQuaternion(real: 0, imag: vector) * conjugate).imag
    }

    public static func + (lhs: SIMDQuaternion, rhs: SIMDQuaternion) -> SIMDQuaternion {
        SIMDQuaternion(vector: lhs.vector + rhs.vector)
    }

    public static func - (lhs: SIMDQuaternion, rhs: SIMDQuaternion) -> SIMDQuaternion {
        SIMDQuaternion(vector: lhs.vector - rhs.vector)
    }

    public static prefix func - (quaternion: SIMDQuaternion) -> SIMDQuaternion {
        SIMDQuaternion(vector: -quaternion.vector)
    }

    /// The Hamilton product: the rotation `rhs` followed by `lhs`.
    public static func * (lhs: SIMDQuaternion, rhs: SIMDQuaternion) -> SIMDQuaternion {
        SIMDQuaternion(real: lhs.real * rhs.real - (lhs.imag * rhs.imag).sum(),
                       imag: lhs.real * rhs.imag + rhs.real * lhs.imag + simd_cross(lhs.imag, rhs.imag))
    }

    public static func * (lhs: SIMDQuaternion, rhs: Scalar) -> SIMDQuaternion { SIMDQuaternion(vector: lhs.vector * rhs) }
    public static func * (lhs: Scalar, rhs: SIMDQuaternion) -> SIMDQuaternion { SIMDQuaternion(vector: lhs * rhs.vector) }
    public static func / (lhs: SIMDQuaternion, rhs: SIMDQuaternion) -> SIMDQuaternion { lhs * rhs.inverse }
    public static func / (lhs: SIMDQuaternion, rhs: Scalar) -> SIMDQuaternion { SIMDQuaternion(vector: lhs.vector / rhs) }

    public static func += (lhs: inout SIMDQuaternion, rhs: SIMDQuaternion) { lhs = lhs + rhs }
    public static func -= (lhs: inout SIMDQuaternion, rhs: SIMDQuaternion) { lhs = lhs - rhs }
    public static func *= (lhs: inout SIMDQuaternion, rhs: SIMDQuaternion) { lhs = lhs * rhs }
    public static func *= (lhs: inout SIMDQuaternion, rhs: Scalar) { lhs = lhs * rhs }
    public static func /= (lhs: inout SIMDQuaternion, rhs: SIMDQuaternion) { lhs = lhs / rhs }
    public static func /= (lhs: inout SIMDQuaternion, rhs: Scalar) { lhs = lhs / rhs }
}

extension SIMDQuaternion: CustomStringConvertible {
    public var description: String {
        "simd_quat\(Scalar.self == Float.self ? "f" : "d")(real: \(real), imag: \(imag))"
    }
}

public typealias simd_quatd = SIMDQuaternion<Double>
public typealias simd_quatf = SIMDQuaternion<Float>

/// A quaternion from its parts (`simd_quaternion(ix, iy, iz, r)`).
public func simd_quaternion<Scalar>(_ ix: Scalar, _ iy: Scalar, _ iz: Scalar, _ r: Scalar) -> SIMDQuaternion<Scalar> {
    SIMDQuaternion(ix: ix, iy: iy, iz: iz, r: r)
}
/// The rotation by `angle` radians about `axis`.
public func simd_quaternion<Scalar>(_ angle: Scalar, _ axis: SIMD3<Scalar>) -> SIMDQuaternion<Scalar> {
    SIMDQuaternion(angle: angle, axis: axis)
}
/// The rotation of a rotation matrix.
public func simd_quaternion<Scalar>(_ matrix: SIMDMatrix4x4<Scalar>) -> SIMDQuaternion<Scalar> { SIMDQuaternion(matrix) }
/// `vector` rotated by `quaternion`.
public func simd_act<Scalar>(_ quaternion: SIMDQuaternion<Scalar>, _ vector: SIMD3<Scalar>) -> SIMD3<Scalar> { quaternion.act(vector) }
/// The quaternion scaled to length 1.
public func simd_normalize<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { quaternion.normalized }
/// The conjugate of a quaternion.
public func simd_conjugate<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { quaternion.conjugate }
/// The inverse of a quaternion.
public func simd_inverse<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { quaternion.inverse }
/// The length of a quaternion.
public func simd_length<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> Scalar { quaternion.length }
/// The product of two quaternions.
public func simd_mul<Scalar>(_ lhs: SIMDQuaternion<Scalar>, _ rhs: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { lhs * rhs }

/// Spherical linear interpolation between two unit quaternions along the shorter arc.
public func simd_slerp<Scalar>(_ q0: SIMDQuaternion<Scalar>, _ q1: SIMDQuaternion<Scalar>, _ t: Scalar) -> SIMDQuaternion<Scalar> {
    var end = q1
    var cosine = (q0.vector * q1.vector).sum()
    if cosine < 0 { end = -end; cosine = -cosine }
    if cosine > 1 - Scalar.ulpOfOne * 64 {
        return SIMDQuaternion(vector: simd_mix(q0.vector, end.vector, t)).normalized
    }
    let theta = Foundation.acos(Double(cosine))
    let sine = Foundation.sin(theta)
    let a = Scalar(Foundation.sin((1 - Double(t)) * theta) / sine)
    let b = Scalar(Foundation.sin(Double(t) * theta) / sine)
    return SIMDQuaternion(vector: a * q0.vector + b * end.vector)
}

