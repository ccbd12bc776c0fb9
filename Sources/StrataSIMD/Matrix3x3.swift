// The 3×3 matrices of Apple's `simd` module (`simd_float3x3`, `simd_double3x3`), column-major as
// Apple's are: `m[column]` is a column vector and `m[column][row]` one element.

/// A 3×3 matrix of floating-point scalars, stored as three column vectors.
public struct SIMDMatrix3x3<Scalar: SIMDScalar & BinaryFloatingPoint>: Hashable, @unchecked Sendable {
    /// The three columns.
    public var columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)

    /// The zero matrix.
    public init() {
        columns = (.zero, .zero, .zero)
    }

    /// A matrix with `scalar` on the diagonal and zeros elsewhere.
    public init(_ scalar: Scalar) {
        self.init(diagonal: SIMD3(repeating: scalar))
    }

    /// A matrix with `diagonal` on its diagonal and zeros elsewhere.
    public init(diagonal: SIMD3<Scalar>) {
        columns = (SIMD3(diagonal.x, 0, 0), SIMD3(0, diagonal.y, 0), SIMD3(0, 0, diagonal.z))
    }

    /// A matrix from its three columns.
    public init(_ col0: SIMD3<Scalar>, _ col1: SIMD3<Scalar>, _ col2: SIMD3<Scalar>) {
        columns = (col0, col1, col2)
    }

    /// A matrix from a tuple of its columns.
    public init(columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)) {
        self.columns = columns
    }

    /// A matrix from an array of three columns.
    public init(_ columns: [SIMD3<Scalar>]) {
        precondition(columns.count == 3, "a 3×3 matrix needs 3 columns")
        self.init(columns[0], columns[1], columns[2])
    }

    /// A matrix from an array of three rows.
    public init(rows: [SIMD3<Scalar>]) {
        precondition(rows.count == 3, "a 3×3 matrix needs 3 rows")
        self = SIMDMatrix3x3(rows[0], rows[1], rows[2]).transpose
    }

    /// The column at `column` (0...2).
    public subscript(column: Int) -> SIMD3<Scalar> {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            case 2: return columns.2
            default: preconditionFailure("column index \(column) out of range 0...2")
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            default: preconditionFailure("column index \(column) out of range 0...2")
            }
        }
    }

    /// The element in `column` and `row`.
    public subscript(column: Int, row: Int) -> Scalar {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The matrix with rows and columns swapped.
    public var transpose: SIMDMatrix3x3 {
        SIMDMatrix3x3(SIMD3(columns.0.x, columns.1.x, columns.2.x),
                      SIMD3(columns.0.y, columns.1.y, columns.2.y),
                      SIMD3(columns.0.z, columns.1.z, columns.2.z))
    }

    /// The determinant (the triple product of the columns).
    public var determinant: Scalar {
        let (a, b, c) = columns
        return a.x * (b.y * c.z - b.z * c.y) - b.x * (a.y * c.z - a.z * c.y) + c.x * (a.y * b.z - a.z * b.y)
    }

    /// The inverse (the adjugate over the determinant); a singular matrix gives infinite or NaN
    /// elements, as Apple's `simd_inverse` does.
    public var inverse: SIMDMatrix3x3 {
        let (a, b, c) = columns
        // The rows of the inverse are the cross products of pairs of columns.
        let rows = (cross(b, c), cross(c, a), cross(a, b))
        let scale = 1 / determinant
        return SIMDMatrix3x3(rows: [rows.0 * scale, rows.1 * scale, rows.2 * scale])
    }

    private func cross(_ u: SIMD3<Scalar>, _ v: SIMD3<Scalar>) -> SIMD3<Scalar> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    public static func == (lhs: SIMDMatrix3x3, rhs: SIMDMatrix3x3) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2
    }

    public func hash(into hasher: inout Hasher) {
        for column in 0..<3 { hasher.combine(self[column]) }
    }

    public static func + (lhs: SIMDMatrix3x3, rhs: SIMDMatrix3x3) -> SIMDMatrix3x3 {
        SIMDMatrix3x3(lhs[0] + rhs[0], lhs[1] + rhs[1], lhs[2] + rhs[2])
    }

    public static func - (lhs: SIMDMatrix3x3, rhs: SIMDMatrix3x3) -> SIMDMatrix3x3 {
        SIMDMatrix3x3(lhs[0] - rhs[0], lhs[1] - rhs[1], lhs[2] - rhs[2])
    }

    public static prefix func - (matrix: SIMDMatrix3x3) -> SIMDMatrix3x3 {
        SIMDMatrix3x3(-matrix[0], -matrix[1], -matrix[2])
    }

    public static func * (lhs: Scalar, rhs: SIMDMatrix3x3) -> SIMDMatrix3x3 {
        SIMDMatrix3x3(lhs * rhs[0], lhs * rhs[1], lhs * rhs[2])
    }

    public static func * (lhs: SIMDMatrix3x3, rhs: Scalar) -> SIMDMatrix3x3 { rhs * lhs }

    /// The matrix applied to a column vector.
    public static func * (lhs: SIMDMatrix3x3, rhs: SIMD3<Scalar>) -> SIMD3<Scalar> {
        lhs[0] * rhs.x + lhs[1] * rhs.y + lhs[2] * rhs.z
    }

    /// A row vector times the matrix.
    public static func * (lhs: SIMD3<Scalar>, rhs: SIMDMatrix3x3) -> SIMD3<Scalar> {
        SIMD3((lhs * rhs[0]).sum(), (lhs * rhs[1]).sum(), (lhs * rhs[2]).sum())
    }

    /// The matrix product.
    public static func * (lhs: SIMDMatrix3x3, rhs: SIMDMatrix3x3) -> SIMDMatrix3x3 {
        SIMDMatrix3x3(lhs * rhs[0], lhs * rhs[1], lhs * rhs[2])
    }

    public static func += (lhs: inout SIMDMatrix3x3, rhs: SIMDMatrix3x3) { lhs = lhs + rhs }
    public static func -= (lhs: inout SIMDMatrix3x3, rhs: SIMDMatrix3x3) { lhs = lhs - rhs }
    public static func *= (lhs: inout SIMDMatrix3x3, rhs: SIMDMatrix3x3) { lhs = lhs * rhs }
    public static func *= (lhs: inout SIMDMatrix3x3, rhs: Scalar) { lhs = lhs * rhs }
}

extension SIMDMatrix3x3: CustomStringConvertible {
    public var description: String {
        "simd_\(Scalar.self == Float.self ? "float" : "double")3x3([\(self[0]), \(self[1]), \(self[2])])"
    }
}

public typealias simd_double3x3 = SIMDMatrix3x3<Double>
public typealias simd_float3x3 = SIMDMatrix3x3<Float>
public typealias matrix_double3x3 = SIMDMatrix3x3<Double>
public typealias matrix_float3x3 = SIMDMatrix3x3<Float>
public typealias double3x3 = SIMDMatrix3x3<Double>
public typealias float3x3 = SIMDMatrix3x3<Float>

/// The 3×3 identity matrix of doubles.
public let matrix_identity_double3x3 = simd_double3x3(diagonal: SIMD3(repeating: 1))
/// The 3×3 identity matrix of floats.
public let matrix_identity_float3x3 = simd_float3x3(diagonal: SIMD3(repeating: 1))

/// The matrix product (`simd_mul(a, b)`).
public func simd_mul<Scalar>(_ lhs: SIMDMatrix3x3<Scalar>, _ rhs: SIMDMatrix3x3<Scalar>) -> SIMDMatrix3x3<Scalar> { lhs * rhs }
/// The matrix applied to a column vector.
public func simd_mul<Scalar>(_ lhs: SIMDMatrix3x3<Scalar>, _ rhs: SIMD3<Scalar>) -> SIMD3<Scalar> { lhs * rhs }
/// The inverse of a matrix.
public func simd_inverse<Scalar>(_ matrix: SIMDMatrix3x3<Scalar>) -> SIMDMatrix3x3<Scalar> { matrix.inverse }
/// The transpose of a matrix.
public func simd_transpose<Scalar>(_ matrix: SIMDMatrix3x3<Scalar>) -> SIMDMatrix3x3<Scalar> { matrix.transpose }
/// The determinant of a matrix.
public func simd_determinant<Scalar>(_ matrix: SIMDMatrix3x3<Scalar>) -> Scalar { matrix.determinant }
/// A matrix from its columns.
public func simd_matrix<Scalar>(_ col0: SIMD3<Scalar>, _ col1: SIMD3<Scalar>, _ col2: SIMD3<Scalar>) -> SIMDMatrix3x3<Scalar> {
    SIMDMatrix3x3(col0, col1, col2)
}
