import Foundation

/// A namespace for Accelerate's vector functions (Apple's Swift overlay), implemented here as plain
/// loops over the elements: the same results, without SIMD speed
/// (docs/compatibility.md#spritekit-accelerate-and-collection-views).
public enum vDSP {}

/// A namespace for Accelerate's element-wise math functions (`sqrt`, `exp`, `sin`…).
public enum vForce {}

/// A stride between elements of a C-style vDSP vector.
public typealias vDSP_Stride = Int
/// The number of elements a C-style vDSP function processes.
public typealias vDSP_Length = UInt

/// Storage Accelerate's functions read: arrays, array slices, contiguous arrays and buffer pointers.
public protocol AccelerateBuffer<Element> {
    associatedtype Element
    var count: Int { get }
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// Storage Accelerate's functions write.
public protocol AccelerateMutableBuffer<Element>: AccelerateBuffer {
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateBuffer, AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateBuffer, AccelerateMutableBuffer {}
extension ArraySlice: AccelerateBuffer, AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(self)
    }
}

extension UnsafeMutableBufferPointer: AccelerateBuffer, AccelerateMutableBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }

    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        var copy = self
        return try body(&copy)
    }
}

extension AccelerateBuffer {
    /// The elements, copied into an array.
    var elements: [Element] { withUnsafeBufferPointer { Array($0) } }
}

extension AccelerateMutableBuffer {
    /// Writes `values` over the first elements (as many as both have).
    mutating func assignElements(_ values: [Element]) {
        withUnsafeMutableBufferPointer { buffer in
            for index in 0..<Swift.min(buffer.count, values.count) { buffer[index] = values[index] }
        }
    }
}

extension vDSP {
    /// `combine` over pairs of elements, as many as the shorter vector has.
    static func zipElements<T: AccelerateBuffer, U: AccelerateBuffer, R>(_ a: T, _ b: U, _ combine: (T.Element, U.Element) -> R) -> [R] where T.Element == U.Element {
        zip(a.elements, b.elements).map(combine)
    }
}

// MARK: BLAS

/// The storage order of a BLAS matrix.
public struct CBLAS_ORDER: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// Whether a BLAS function uses a matrix or its transpose.
public struct CBLAS_TRANSPOSE: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
}

public let CblasRowMajor = CBLAS_ORDER(rawValue: 101)
public let CblasColMajor = CBLAS_ORDER(rawValue: 102)
public let CblasNoTrans = CBLAS_TRANSPOSE(rawValue: 111)
public let CblasTrans = CBLAS_TRANSPOSE(rawValue: 112)
public let CblasConjTrans = CBLAS_TRANSPOSE(rawValue: 113)

/// The storage index of element `n` of a BLAS vector of `count` elements with increment `increment`
/// (a negative increment walks the storage backwards, as BLAS defines).
func blasIndex(_ n: Int, _ count: Int32, _ increment: Int32) -> Int {
    increment >= 0 ? n * Int(increment) : (n - Int(count) + 1) * Int(increment)
}

/// The storage index of element (row, column) of `op(X)` for a matrix with leading dimension `ld`.
func matrixIndex(_ order: CBLAS_ORDER, _ transpose: CBLAS_TRANSPOSE, _ row: Int, _ column: Int, _ ld: Int32) -> Int {
    let (r, c) = transpose == CblasNoTrans ? (row, column) : (column, row)
    return order == CblasRowMajor ? r * Int(ld) + c : r + c * Int(ld)
}
