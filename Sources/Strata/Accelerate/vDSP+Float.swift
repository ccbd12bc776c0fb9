// Accelerate's vDSP functions over Float (vDSP+Double.swift has the same over Double).
import Foundation

extension vDSP {
    /// The element-wise add of two vectors (the first `min(count)` elements).
    public static func add<T, U>(_ vectorA: T, _ vectorB: U) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 + $1 }
    }

    public static func add<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V) where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        result.assignElements(zipElements(vectorA, vectorB) { $0 + $1 })
    }

    /// The element-wise subtract of two vectors (the first `min(count)` elements).
    public static func subtract<T, U>(_ vectorA: T, _ vectorB: U) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 - $1 }
    }

    public static func subtract<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V) where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        result.assignElements(zipElements(vectorA, vectorB) { $0 - $1 })
    }

    /// The element-wise multiply of two vectors (the first `min(count)` elements).
    public static func multiply<T, U>(_ vectorA: T, _ vectorB: U) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 * $1 }
    }

    public static func multiply<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V) where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        result.assignElements(zipElements(vectorA, vectorB) { $0 * $1 })
    }

    /// The element-wise divide of two vectors (the first `min(count)` elements).
    public static func divide<T, U>(_ vectorA: T, _ vectorB: U) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 / $1 }
    }

    public static func divide<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V) where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        result.assignElements(zipElements(vectorA, vectorB) { $0 / $1 })
    }

    /// A scalar added to each element.
    public static func add<U>(_ scalar: Float, _ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { scalar + $0 }
    }

    /// Each element multiplied by a scalar.
    public static func multiply<U>(_ scalar: Float, _ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { scalar * $0 }
    }

    public static func multiply<U, V>(_ scalar: Float, _ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { scalar * $0 })
    }

    /// Each element divided by a scalar.
    public static func divide<U>(_ vector: U, _ scalar: Float) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { $0 / scalar }
    }

    public static func sum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.reduce(0, +)
    }

    public static func sumOfSquares<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.reduce(0) { $0 + $1 * $1 }
    }

    public static func sumOfMagnitudes<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.reduce(0) { $0 + Swift.abs($1) }
    }

    /// The mean; NaN for an empty vector, as 0/0.
    public static func mean<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sum(vector) / Float(vector.count)
    }

    public static func meanSquare<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sumOfSquares(vector) / Float(vector.count)
    }

    public static func meanMagnitude<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sumOfMagnitudes(vector) / Float(vector.count)
    }

    public static func rootMeanSquare<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        meanSquare(vector).squareRoot()
    }

    /// The largest element; `-infinity` for an empty vector, as vDSP returns.
    public static func maximum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.max() ?? -.infinity
    }

    /// The smallest element; `infinity` for an empty vector.
    public static func minimum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.min() ?? .infinity
    }

    public static func maximumMagnitude<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Swift.abs($0) }.max() ?? 0
    }

    /// The first index of the largest element, and the element.
    public static func indexOfMaximum<U>(_ vector: U) -> (UInt, Float) where U: AccelerateBuffer, U.Element == Float {
        let elements = vector.elements
        guard let index = elements.indices.max(by: { elements[$0] < elements[$1] || (elements[$0] == elements[$1] && $0 > $1) }) else { return (0, -.infinity) }
        return (UInt(index), elements[index])
    }

    /// The first index of the smallest element, and the element.
    public static func indexOfMinimum<U>(_ vector: U) -> (UInt, Float) where U: AccelerateBuffer, U.Element == Float {
        let elements = vector.elements
        guard let index = elements.indices.min(by: { elements[$0] < elements[$1] || (elements[$0] == elements[$1] && $0 < $1) }) else { return (0, .infinity) }
        return (UInt(index), elements[index])
    }

    public static func dot<U>(_ vectorA: U, _ vectorB: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 * $1 }.reduce(0, +)
    }

    public static func distanceSquared<U, V>(_ pointA: U, _ pointB: V) -> Float where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        zipElements(pointA, pointB) { ($0 - $1) * ($0 - $1) }.reduce(0, +)
    }

    public static func absolute<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Swift.abs($0) }
    }

    public static func negative<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { -$0 }
    }

    public static func square<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { $0 * $0 }
    }

    /// Each element clamped to the range.
    public static func clip<U>(_ vector: U, to bounds: ClosedRange<Float>) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
    }

    /// `count` evenly spaced values from the range's lower bound to its upper bound.
    public static func ramp(in range: ClosedRange<Float>, count: Int) -> [Float] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / Float(count - 1)
        return (0..<count).map { range.lowerBound + Float($0) * step }
    }

    /// `count` values starting at `initialValue`, each `increment` past the one before.
    public static func ramp(withInitialValue initialValue: Float, increment: Float, count: Int) -> [Float] {
        (0..<Swift.max(count, 0)).map { initialValue + Float($0) * increment }
    }

    /// `vectorA + (vectorB - vectorA) * interpolationConstant`, element-wise.
    public static func linearInterpolate<T, U>(_ vectorA: T, _ vectorB: U, using interpolationConstant: Float) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(vectorA, vectorB) { $0 + ($1 - $0) * interpolationConstant }
    }

    /// `(vectorA + vectorB) * scalar`, element-wise.
    public static func multiply<T, U>(addition: (a: T, b: U), _ scalar: Float) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        zipElements(addition.a, addition.b) { ($0 + $1) * scalar }
    }

    /// `vectorA * vectorB + vector`, element-wise.
    public static func add<S, T, U>(multiplication: (a: S, b: T), _ vector: U) -> [Float] where S: AccelerateBuffer, T: AccelerateBuffer, U: AccelerateBuffer, S.Element == Float, T.Element == Float, U.Element == Float {
        zipElements(zipElements(multiplication.a, multiplication.b) { $0 * $1 }, vector) { $0 + $1 }
    }
}

/// `C[n] = A[n] + B[n]` over strided vectors.
public func vDSP_vadd(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) {
        let a = __A[n * __IA], b = __B[n * __IB]
        __C[n * __IC] = a + b
    }
}

/// `C[n] = A[n] * B[n]` over strided vectors.
public func vDSP_vmul(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) {
        let a = __A[n * __IA], b = __B[n * __IB]
        __C[n * __IC] = a * b
    }
}

/// `C[n] = A[n] - B[n]`; as in vDSP, the subtrahend `B` comes first.
public func vDSP_vsub(_ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = __A[n * __IA] - __B[n * __IB] }
}

/// `C[n] = A[n] / B[n]`; as in vDSP, the divisor `B` comes first.
public func vDSP_vdiv(_ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = __A[n * __IA] / __B[n * __IB] }
}

/// `C[n] = A[n] * B` (a scalar).
public func vDSP_vsmul(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = __A[n * __IA] * __B.pointee }
}

/// `C[n] = A[n] + B` (a scalar).
public func vDSP_vsadd(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = __A[n * __IA] + __B.pointee }
}

/// The sum of the vector's elements.
public func vDSP_sve(_ __A: UnsafePointer<Float>, _ __I: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    var total: Float = 0
    for n in 0..<Int(__N) { total += __A[n * __I] }
    __C.pointee = total
}

/// The mean of the vector's elements (NaN for none).
public func vDSP_meanv(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    vDSP_sve(__A, __IA, __C, __N)
    __C.pointee /= Float(__N)
}

/// The largest element (`-infinity` for none).
public func vDSP_maxv(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    var result = -Float.infinity
    for n in 0..<Int(__N) { result = Swift.max(result, __A[n * __IA]) }
    __C.pointee = result
}

/// The smallest element (`infinity` for none).
public func vDSP_minv(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    var result = Float.infinity
    for n in 0..<Int(__N) { result = Swift.min(result, __A[n * __IA]) }
    __C.pointee = result
}

/// The dot product of two vectors.
public func vDSP_dotpr(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    var total: Float = 0
    for n in 0..<Int(__N) { total += __A[n * __IA] * __B[n * __IB] }
    __C.pointee = total
}

/// The root mean square of the vector's elements.
public func vDSP_rmsqv(_ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length) {
    var total: Float = 0
    for n in 0..<Int(__N) { total += __A[n * __IA] * __A[n * __IA] }
    __C.pointee = (total / Float(__N)).squareRoot()
}

/// Sets the vector's elements to zero.
public func vDSP_vclr(_ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = 0 }
}

/// Sets the vector's elements to a scalar.
public func vDSP_vfill(_ __A: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = __A.pointee }
}

