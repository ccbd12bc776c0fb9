// The two-column matrices of Apple's `simd` module: `simd_float2x3`/`simd_double2x3` (two columns
// of three rows) and `simd_float2x4`/`simd_double2x4` (two columns of four rows), as curve
// libraries use them to hold a Bézier curve's control points one per row. Column-major, as Apple's.

/// A matrix of two columns, each a vector of `Column` (three or four rows).
public struct SIMDMatrix2xN<Column: SIMD>: Hashable, @unchecked Sendable
where Column.Scalar: BinaryFloatingPoint & SIMDScalar {
    public typealias Scalar = Column.Scalar

    /// The two columns.
    public var columns: (Column, Column)

    /// The zero matrix.
    public init() {
        columns = (Column(), Column())
    }

    /// A matrix from its two columns.
    public init(_ col0: Column, _ col1: Column) {
        columns = (col0, col1)
    }

    /// A matrix from a tuple of its columns.
    public init(columns: (Column, Column)) {
        self.columns = columns
    }

    /// A matrix from an array of two columns.
    public init(_ columns: [Column]) {
        precondition(columns.count == 2, "this matrix needs 2 columns")
        self.init(columns[0], columns[1])
    }

    /// A matrix from an array of rows, one per lane of a column (three or four).
    public init(rows: [SIMD2<Scalar>]) {
        precondition(rows.count == Column.scalarCount, "this matrix needs \(Column.scalarCount) rows")
        var col0 = Column(), col1 = Column()
        for (index, row) in rows.enumerated() {
            col0[index] = row.x
            col1[index] = row.y
        }
        columns = (col0, col1)
    }

    /// The column at `column` (0 or 1).
    public subscript(column: Int) -> Column {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            default: preconditionFailure("column index \(column) out of range 0...1")
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            default: preconditionFailure("column index \(column) out of range 0...1")
            }
        }
    }

    /// The element in `column` and `row`.
    public subscript(column: Int, row: Int) -> Scalar {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    public static func == (lhs: SIMDMatrix2xN, rhs: SIMDMatrix2xN) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns.0)
        hasher.combine(columns.1)
    }

    public static func + (lhs: SIMDMatrix2xN, rhs: SIMDMatrix2xN) -> SIMDMatrix2xN {
        SIMDMatrix2xN(lhs.columns.0 + rhs.columns.0, lhs.columns.1 + rhs.columns.1)
    }

    public static func - (lhs: SIMDMatrix2xN, rhs: SIMDMatrix2xN) -> SIMDMatrix2xN {
        SIMDMatrix2xN(lhs.columns.0 - rhs.columns.0, lhs.columns.1 - rhs.columns.1)
    }

    public static func * (lhs: Scalar, rhs: SIMDMatrix2xN) -> SIMDMatrix2xN {
        SIMDMatrix2xN(lhs * rhs.columns.0, lhs * rhs.columns.1)
    }

    public static func * (lhs: SIMDMatrix2xN, rhs: Scalar) -> SIMDMatrix2xN { rhs * lhs }

    /// The matrix applied to a column vector of two lanes.
    public static func * (lhs: SIMDMatrix2xN, rhs: SIMD2<Scalar>) -> Column {
        lhs.columns.0 * rhs.x + lhs.columns.1 * rhs.y
    }
}

extension SIMDMatrix2xN: CustomStringConvertible {
    public var description: String {
        "simd_\(Scalar.self == Float.self ? "float" : "double")2x\(Column.scalarCount)([\(columns.0), \(columns.1)])"
    }
}

/// A 3×3 matrix times a matrix of two columns of three rows.
public func * <Scalar>(lhs: SIMDMatrix3x3<Scalar>, rhs: SIMDMatrix2xN<SIMD3<Scalar>>) -> SIMDMatrix2xN<SIMD3<Scalar>> {
    SIMDMatrix2xN(lhs * rhs.columns.0, lhs * rhs.columns.1)
}

/// A 4×4 matrix times a matrix of two columns of four rows.
public func * <Scalar>(lhs: SIMDMatrix4x4<Scalar>, rhs: SIMDMatrix2xN<SIMD4<Scalar>>) -> SIMDMatrix2xN<SIMD4<Scalar>> {
    SIMDMatrix2xN(lhs * rhs.columns.0, lhs * rhs.columns.1)
}

/// The matrix product (`simd_mul(a, b)`).
public func simd_mul<Scalar>(_ lhs: SIMDMatrix3x3<Scalar>, _ rhs: SIMDMatrix2xN<SIMD3<Scalar>>) -> SIMDMatrix2xN<SIMD3<Scalar>> { lhs * rhs }
/// The matrix product (`simd_mul(a, b)`).
public func simd_mul<Scalar>(_ lhs: SIMDMatrix4x4<Scalar>, _ rhs: SIMDMatrix2xN<SIMD4<Scalar>>) -> SIMDMatrix2xN<SIMD4<Scalar>> { lhs * rhs }

public typealias simd_float2x3 = SIMDMatrix2xN<SIMD3<Float>>
public typealias simd_double2x3 = SIMDMatrix2xN<SIMD3<Double>>
public typealias simd_float2x4 = SIMDMatrix2xN<SIMD4<Float>>
public typealias simd_double2x4 = SIMDMatrix2xN<SIMD4<Double>>
public typealias matrix_float2x3 = simd_float2x3
public typealias matrix_double2x3 = simd_double2x3
public typealias matrix_float2x4 = simd_float2x4
public typealias matrix_double2x4 = simd_double2x4
public typealias float2x3 = simd_float2x3
public typealias double2x3 = simd_double2x3
public typealias float2x4 = simd_float2x4
public typealias double2x4 = simd_double2x4
