// The 4×4 matrices of Apple's `simd` module (`simd_double4x4`, `simd_float4x4`), column-major as
// Apple's are: `m[column]` is a column vector and `m[column][row]` one element, so code that builds
// a translation by writing `m[3][0] = x` means what it means on Apple platforms.

/// A 4×4 matrix of floating-point scalars, stored as four column vectors. Sendable: it holds only
/// lanes of `Float` or `Double` (the standard library leaves `SIMD4` sendability to its storage).
public struct SIMDMatrix4x4<Scalar: SIMDScalar & BinaryFloatingPoint>: Hashable, @unchecked Sendable {
    /// The four columns.
    public var columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)

    /// The zero matrix.
    public init() {
        columns = (.zero, .zero, .zero, .zero)
    }

    /// A matrix with `scalar` on the diagonal and zeros elsewhere.
    public init(_ scalar: Scalar) {
        self.init(diagonal: SIMD4(repeating: scalar))
    }

    /// A matrix with `diagonal` on its diagonal and zeros elsewhere.
    public init(diagonal: SIMD4<Scalar>) {
        columns = (SIMD4(diagonal.x, 0, 0, 0), SIMD4(0, diagonal.y, 0, 0),
                   SIMD4(0, 0, diagonal.z, 0), SIMD4(0, 0, 0, diagonal.w))
    }

    /// A matrix from its four columns.
    public init(_ col0: SIMD4<Scalar>, _ col1: SIMD4<Scalar>, _ col2: SIMD4<Scalar>, _ col3: SIMD4<Scalar>) {
        columns = (col0, col1, col2, col3)
    }

    /// A matrix from a tuple of its columns.
    public init(columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)) {
        self.columns = columns
    }

    /// A matrix from an array of four columns.
    public init(_ columns: [SIMD4<Scalar>]) {
        precondition(columns.count == 4, "a 4×4 matrix needs 4 columns")
        self.init(columns[0], columns[1], columns[2], columns[3])
    }

    /// A matrix from an array of four rows.
    public init(rows: [SIMD4<Scalar>]) {
        precondition(rows.count == 4, "a 4×4 matrix needs 4 rows")
        self = SIMDMatrix4x4(rows[0], rows[1], rows[2], rows[3]).transpose
    }

    /// The rotation matrix of a quaternion (`simd_matrix4x4(q)`).
    public init(_ quaternion: SIMDQuaternion<Scalar>) {
        let q = quaternion.vector
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        columns = (
            SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
            SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
            SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
            SIMD4(0, 0, 0, 1)
        )
    }

    /// The column at `column` (0...3).
    public subscript(column: Int) -> SIMD4<Scalar> {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            case 2: return columns.2
            case 3: return columns.3
            default: preconditionFailure("column index \(column) out of range 0...3")
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            case 3: columns.3 = newValue
            default: preconditionFailure("column index \(column) out of range 0...3")
            }
        }
    }

    /// The element in `column` and `row`.
    public subscript(column: Int, row: Int) -> Scalar {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The matrix with rows and columns swapped.
    public var transpose: SIMDMatrix4x4 {
        var result = SIMDMatrix4x4()
        for column in 0..<4 {
            for row in 0..<4 { result[row][column] = self[column][row] }
        }
        return result
    }

    /// The determinant, by elimination.
    public var determinant: Scalar {
        var rows = (0..<4).map { row in (0..<4).map { self[$0][row] } }
        var result: Scalar = 1
        for pivot in 0..<4 {
            guard let best = (pivot..<4).max(by: { Swift.abs(rows[$0][pivot]) < Swift.abs(rows[$1][pivot]) }),
                  rows[best][pivot] != 0 else { return 0 }
            if best != pivot { rows.swapAt(best, pivot); result = -result }
            result *= rows[pivot][pivot]
            for row in (pivot + 1)..<4 {
                let factor = rows[row][pivot] / rows[pivot][pivot]
                for column in pivot..<4 { rows[row][column] -= factor * rows[pivot][column] }
            }
        }
        return result
    }

    /// The inverse, by Gauss-Jordan elimination; a singular matrix gives infinite or NaN elements,
    /// as Apple's `simd_inverse` does.
    public var inverse: SIMDMatrix4x4 {
        var left = (0..<4).map { row in (0..<4).map { self[$0][row] } }
        var right = (0..<4).map { row in (0..<4).map { $0 == row ? Scalar(1) : 0 } }
        for pivot in 0..<4 {
            let best = (pivot..<4).max(by: { Swift.abs(left[$0][pivot]) < Swift.abs(left[$1][pivot]) }) ?? pivot
            left.swapAt(best, pivot)
            right.swapAt(best, pivot)
            let divisor = left[pivot][pivot]
            for column in 0..<4 {
                left[pivot][column] /= divisor
                right[pivot][column] /= divisor
            }
            for row in 0..<4 where row != pivot {
                let factor = left[row][pivot]
                for column in 0..<4 {
                    left[row][column] -= factor * left[pivot][column]
                    right[row][column] -= factor * right[pivot][column]
                }
            }
        }
        var result = SIMDMatrix4x4()
        for row in 0..<4 {
            for column in 0..<4 { result[column][row] = right[row][column] }
        }
        return result
    }

    public static func == (lhs: SIMDMatrix4x4, rhs: SIMDMatrix4x4) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1
            && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
    }

    public func hash(into hasher: inout Hasher) {
        for column in 0..<4 { hasher.combine(self[column]) }
    }

    public static func + (lhs: SIMDMatrix4x4, rhs: SIMDMatrix4x4) -> SIMDMatrix4x4 {
        SIMDMatrix4x4(lhs[0] + rhs[0], lhs[1] + rhs[1], lhs[2] + rhs[2], lhs[3] + rhs[3])
    }

    public static func - (lhs: SIMDMatrix4x4, rhs: SIMDMatrix4x4) -> SIMDMatrix4x4 {
        SIMDMatrix4x4(lhs[0] - rhs[0], lhs[1] - rhs[1], lhs[2] - rhs[2], lhs[3] - rhs[3])
    }

    public static prefix func - (matrix: SIMDMatrix4x4) -> SIMDMatrix4x4 {
        SIMDMatrix4x4(-matrix[0], -matrix[1], -matrix[2], -matrix[3])
    }

    public static func * (lhs: Scalar, rhs: SIMDMatrix4x4) -> SIMDMatrix4x4 {
        SIMDMatrix4x4(lhs * rhs[0], lhs * rhs[1], lhs * rhs[2], lhs * rhs[3])
    }

    public static func * (lhs: SIMDMatrix4x4, rhs: Scalar) -> SIMDMatrix4x4 { rhs * lhs }

    /// The matrix applied to a column vector.
    public static func * (lhs: SIMDMatrix4x4, rhs: SIMD4<Scalar>) -> SIMD4<Scalar> {
        lhs[0] * rhs.x + lhs[1] * rhs.y + lhs[2] * rhs.z + lhs[3] * rhs.w
    }

    /// A row vector times the matrix.
    public static func * (lhs: SIMD4<Scalar>, rhs: SIMDMatrix4x4) -> SIMD4<Scalar> {
        SIMD4((lhs * rhs[0]).sum(), (lhs * rhs[1]).sum(), (lhs * rhs[2]).sum(), (lhs * rhs[3]).sum())
    }

    /// The matrix product.
    public static func * (lhs: SIMDMatrix4x4, rhs: SIMDMatrix4x4) -> SIMDMatrix4x4 {
        SIMDMatrix4x4(lhs * rhs[0], lhs * rhs[1], lhs * rhs[2], lhs * rhs[3])
    }

    public static func += (lhs: inout SIMDMatrix4x4, rhs: SIMDMatrix4x4) { lhs = lhs + rhs }
    public static func -= (lhs: inout SIMDMatrix4x4, rhs: SIMDMatrix4x4) { lhs = lhs - rhs }
    public static func *= (lhs: inout SIMDMatrix4x4, rhs: SIMDMatrix4x4) { lhs = lhs * rhs }
    public static func *= (lhs: inout SIMDMatrix4x4, rhs: Scalar) { lhs = lhs * rhs }
}

extension SIMDMatrix4x4: CustomStringConvertible {
    public var description: String {
        "simd_\(Scalar.self == Float.self ? "float" : "double")4x4([\(self[0]), \(self[1]), \(self[2]), \(self[3])])"
    }
}

public typealias simd_double4x4 = SIMDMatrix4x4<Double>
public typealias simd_float4x4 = SIMDMatrix4x4<Float>
public typealias matrix_double4x4 = SIMDMatrix4x4<Double>
public typealias matrix_float4x4 = SIMDMatrix4x4<Float>
public typealias double4x4 = SIMDMatrix4x4<Double>
public typealias float4x4 = SIMDMatrix4x4<Float>

/// The 4×4 identity matrix of doubles.
public let matrix_identity_double4x4 = simd_double4x4(diagonal: SIMD4(repeating: 1))
/// The 4×4 identity matrix of floats.
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4(repeating: 1))

/// The matrix product (`simd_mul(a, b)`).
public func simd_mul<Scalar>(_ lhs: SIMDMatrix4x4<Scalar>, _ rhs: SIMDMatrix4x4<Scalar>) -> SIMDMatrix4x4<Scalar> { lhs * rhs }
/// The matrix applied to a column vector.
public func simd_mul<Scalar>(_ lhs: SIMDMatrix4x4<Scalar>, _ rhs: SIMD4<Scalar>) -> SIMD4<Scalar> { lhs * rhs }
/// The inverse of a matrix.
public func simd_inverse<Scalar>(_ matrix: SIMDMatrix4x4<Scalar>) -> SIMDMatrix4x4<Scalar> { matrix.inverse }
/// The transpose of a matrix.
public func simd_transpose<Scalar>(_ matrix: SIMDMatrix4x4<Scalar>) -> SIMDMatrix4x4<Scalar> { matrix.transpose }
/// The determinant of a matrix.
public func simd_determinant<Scalar>(_ matrix: SIMDMatrix4x4<Scalar>) -> Scalar { matrix.determinant }
/// A matrix from its columns.
public func simd_matrix<Scalar>(_ col0: SIMD4<Scalar>, _ col1: SIMD4<Scalar>, _ col2: SIMD4<Scalar>, _ col3: SIMD4<Scalar>) -> SIMDMatrix4x4<Scalar> {
    SIMDMatrix4x4(col0, col1, col2, col3)
}
/// The rotation matrix of a quaternion.
public func simd_matrix4x4<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDMatrix4x4<Scalar> { SIMDMatrix4x4(quaternion) }
