// Accelerate functions, the same for Float and Double (see AccelerateBuffer.swift).
import Foundation

/// The dot product of two strided vectors.
public func cblas_sdot(_ __N: Int32, _ __X: UnsafePointer<Float>!, _ __incX: Int32, _ __Y: UnsafePointer<Float>!, _ __incY: Int32) -> Float {
    var total: Float = 0
    for n in 0..<Int(__N) { total += __X[blasIndex(n, __N, __incX)] * __Y[blasIndex(n, __N, __incY)] }
    return total
}

/// `Y = alpha * X + Y`.
public func cblas_saxpy(_ __N: Int32, _ __alpha: Float, _ __X: UnsafePointer<Float>!, _ __incX: Int32, _ __Y: UnsafeMutablePointer<Float>!, _ __incY: Int32) {
    for n in 0..<Int(__N) { __Y[blasIndex(n, __N, __incY)] += __alpha * __X[blasIndex(n, __N, __incX)] }
}

/// `X = alpha * X`.
public func cblas_sscal(_ __N: Int32, _ __alpha: Float, _ __X: UnsafeMutablePointer<Float>!, _ __incX: Int32) {
    for n in 0..<Int(__N) { __X[n * Int(__incX)] *= __alpha }
}

/// The Euclidean norm of a vector.
public func cblas_snrm2(_ __N: Int32, _ __X: UnsafePointer<Float>!, _ __incX: Int32) -> Float {
    var total: Float = 0
    for n in 0..<Int(__N) { total += __X[n * Int(__incX)] * __X[n * Int(__incX)] }
    return total.squareRoot()
}

/// `C = alpha * op(A) * op(B) + beta * C`, with `op(A)` M×K, `op(B)` K×N and C M×N, in either order.
public func cblas_sgemm(_ __Order: CBLAS_ORDER, _ __TransA: CBLAS_TRANSPOSE, _ __TransB: CBLAS_TRANSPOSE, _ __M: Int32, _ __N: Int32, _ __K: Int32, _ __alpha: Float, _ __A: UnsafePointer<Float>!, _ __lda: Int32, _ __B: UnsafePointer<Float>!, _ __ldb: Int32, _ __beta: Float, _ __C: UnsafeMutablePointer<Float>!, _ __ldc: Int32) {
    let order = __Order
    func a(_ i: Int, _ k: Int) -> Float { __A[matrixIndex(order, __TransA, i, k, __lda)] }
    func b(_ k: Int, _ j: Int) -> Float { __B[matrixIndex(order, __TransB, k, j, __ldb)] }
    for i in 0..<Int(__M) {
        for j in 0..<Int(__N) {
            var total: Float = 0
            for k in 0..<Int(__K) { total += a(i, k) * b(k, j) }
            let c = matrixIndex(order, CblasNoTrans, i, j, __ldc)
            __C[c] = __alpha * total + (__beta == 0 ? 0 : __beta * __C[c])
        }
    }
}

/// The dot product of two strided vectors.
public func cblas_ddot(_ __N: Int32, _ __X: UnsafePointer<Double>!, _ __incX: Int32, _ __Y: UnsafePointer<Double>!, _ __incY: Int32) -> Double {
    var total: Double = 0
    for n in 0..<Int(__N) { total += __X[blasIndex(n, __N, __incX)] * __Y[blasIndex(n, __N, __incY)] }
    return total
}

/// `Y = alpha * X + Y`.
public func cblas_daxpy(_ __N: Int32, _ __alpha: Double, _ __X: UnsafePointer<Double>!, _ __incX: Int32, _ __Y: UnsafeMutablePointer<Double>!, _ __incY: Int32) {
    for n in 0..<Int(__N) { __Y[blasIndex(n, __N, __incY)] += __alpha * __X[blasIndex(n, __N, __incX)] }
}

/// `X = alpha * X`.
public func cblas_dscal(_ __N: Int32, _ __alpha: Double, _ __X: UnsafeMutablePointer<Double>!, _ __incX: Int32) {
    for n in 0..<Int(__N) { __X[n * Int(__incX)] *= __alpha }
}

/// The Euclidean norm of a vector.
public func cblas_dnrm2(_ __N: Int32, _ __X: UnsafePointer<Double>!, _ __incX: Int32) -> Double {
    var total: Double = 0
    for n in 0..<Int(__N) { total += __X[n * Int(__incX)] * __X[n * Int(__incX)] }
    return total.squareRoot()
}

/// `C = alpha * op(A) * op(B) + beta * C`, with `op(A)` M×K, `op(B)` K×N and C M×N, in either order.
public func cblas_dgemm(_ __Order: CBLAS_ORDER, _ __TransA: CBLAS_TRANSPOSE, _ __TransB: CBLAS_TRANSPOSE, _ __M: Int32, _ __N: Int32, _ __K: Int32, _ __alpha: Double, _ __A: UnsafePointer<Double>!, _ __lda: Int32, _ __B: UnsafePointer<Double>!, _ __ldb: Int32, _ __beta: Double, _ __C: UnsafeMutablePointer<Double>!, _ __ldc: Int32) {
    let order = __Order
    func a(_ i: Int, _ k: Int) -> Double { __A[matrixIndex(order, __TransA, i, k, __lda)] }
    func b(_ k: Int, _ j: Int) -> Double { __B[matrixIndex(order, __TransB, k, j, __ldb)] }
    for i in 0..<Int(__M) {
        for j in 0..<Int(__N) {
            var total: Double = 0
            for k in 0..<Int(__K) { total += a(i, k) * b(k, j) }
            let c = matrixIndex(order, CblasNoTrans, i, j, __ldc)
            __C[c] = __alpha * total + (__beta == 0 ? 0 : __beta * __C[c])
        }
    }
}

