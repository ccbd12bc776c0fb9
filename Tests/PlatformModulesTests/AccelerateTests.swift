import Accelerate
import Foundation
import SwiftUI
import Testing

/// Accelerate's functions against values worked out by hand.
@Suite struct AccelerateTests {
    @Test func canImportAccelerateInTargetsThatDependOnStrata() {
        #if canImport(Accelerate)
        let visible = true
        #else
        let visible = false
        #endif
        #expect(visible)
    }

    @Test func reductionsOverFloatsAndDoubles() {
        let floats: [Float] = [-8, -4, -2, 0, 2, 4, 8]
        #expect(vDSP.sum(floats) == 0)
        #expect(vDSP.mean(floats) == 0)
        #expect(vDSP.maximum(floats) == 8 && vDSP.minimum(floats) == -8)
        #expect(vDSP.sumOfSquares(floats) == 168)
        #expect(vDSP.meanMagnitude(floats) == 4)
        let doubles: [Double] = [-1.5, 2.25, 3.6, 0.2, -0.1, -4.3]
        #expect(abs(vDSP.sum(doubles) - 0.15) < 1e-12)
        #expect(abs(vDSP.rootMeanSquare([3.0, 4.0]) - 12.5.squareRoot()) < 1e-12)
        #expect(vDSP.indexOfMaximum([1, 5, 5, 2] as [Float]) == (1, 5))
        #expect(vDSP.indexOfMinimum([3, 1, 1] as [Double]) == (1, 1))
        #expect(vDSP.maximum([Float]()) == -.infinity)
        #expect(vDSP.mean([Double]()).isNaN)
    }

    @Test func elementWiseArithmetic() {
        let a: [Float] = [1, 2, 3], b: [Float] = [10, 20, 30]
        #expect(vDSP.add(a, b) == [11, 22, 33])
        #expect(vDSP.subtract(b, a) == [9, 18, 27])
        #expect(vDSP.multiply(a, b) == [10, 40, 90])
        #expect(vDSP.divide(b, a) == [10, 10, 10])
        #expect(vDSP.add(1, a) == [2, 3, 4])
        #expect(vDSP.multiply(2, a) == [2, 4, 6])
        #expect(vDSP.divide(b, 10) == [1, 2, 3])
        #expect(vDSP.dot(a, b) == 140)
        #expect(vDSP.distanceSquared([0, 0] as [Double], [3, 4] as [Double]) == 25)
        #expect(vDSP.multiply(addition: (a, b), 2) == [22, 44, 66])
        #expect(vDSP.add(multiplication: ([1, 2] as [Double], [3, 4] as [Double]), [1, 1] as [Double]) == [4, 9])
        #expect(vDSP.absolute([-1, 2] as [Double]) == [1, 2] && vDSP.negative(a) == [-1, -2, -3] && vDSP.square(a) == [1, 4, 9])
        // Different lengths: the shorter one counts, as vDSP's N.
        #expect(vDSP.add(a, [1] as [Float]) == [2])
    }

    @Test func rampsClipsAndInterpolation() {
        #expect(vDSP.ramp(in: 0 ... 1 as ClosedRange<Float>, count: 5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(vDSP.ramp(withInitialValue: 2 as Double, increment: 3, count: 3) == [2, 5, 8])
        #expect(vDSP.clip([-2, 0.5, 3] as [Float], to: 0 ... 1) == [0, 0.5, 1])
        #expect(vDSP.linearInterpolate([0, 10] as [Double], [10, 20] as [Double], using: 0.5) == [5, 15])
    }

    @Test func resultsWrittenIntoBuffers() {
        var out = [Float](repeating: 0, count: 3)
        vDSP.add([1, 2, 3] as [Float], [1, 1, 1] as [Float], result: &out)
        #expect(out == [2, 3, 4])
        vDSP.multiply(3, [1, 2, 3] as [Float], result: &out)
        #expect(out == [3, 6, 9])
        let slice = ([5, 6, 7, 8] as [Double])[1...2]
        #expect(vDSP.sum(slice) == 13)
        var square = [Double](repeating: 0, count: 2)
        vForce.sqrt([16, 25] as [Double], result: &square)
        #expect(square == [4, 5])
    }

    @Test func vForceFunctions() {
        #expect(vForce.sqrt([4, 9] as [Float]) == [2, 3])
        #expect(vForce.exp([0] as [Double]) == [1])
        #expect(vForce.log([1] as [Double]) == [0])
        #expect(vForce.pow(bases: [2, 3] as [Double], exponents: [3, 2] as [Double]) == [8, 9])
        #expect(vForce.floor([1.5, -1.5] as [Float]) == [1, -2] && vForce.ceil([1.5] as [Float]) == [2])
        #expect(vForce.reciprocal([4] as [Double]) == [0.25])
    }

    @Test func cStyleFunctionsWithStrides() {
        let a: [Float] = [1, 0, 2, 0, 3, 0]
        let b: [Float] = [10, 20, 30]
        var c = [Float](repeating: 0, count: 3)
        vDSP_vadd(a, 2, b, 1, &c, 1, 3)
        #expect(c == [11, 22, 33])
        // vDSP_vsub takes the subtrahend first: C = A - B.
        vDSP_vsub([1, 2, 3] as [Float], 1, b, 1, &c, 1, 3)
        #expect(c == [9, 18, 27])
        var scalar: Float = 2
        vDSP_vsmul(b, 1, &scalar, &c, 1, 3)
        #expect(c == [20, 40, 60])
        var result: Float = 0
        vDSP_sve(b, 1, &result, 3)
        #expect(result == 60)
        vDSP_meanv(b, 1, &result, 3)
        #expect(result == 20)
        vDSP_maxv(a, 1, &result, 6)
        #expect(result == 3)
        vDSP_dotpr(a, 2, b, 1, &result, 3)
        #expect(result == 140)
        var doubles = [Double](repeating: 7, count: 3)
        vDSP_vclrD(&doubles, 1, 3)
        #expect(doubles == [0, 0, 0])
    }

    @Test func blasVectorsAndMatrices() {
        let x: [Float] = [1, 2, 3], y: [Float] = [4, 5, 6]
        #expect(cblas_sdot(3, x, 1, y, 1) == 32)
        // A negative increment walks the vector backwards: 1·6 + 2·5 + 3·4.
        #expect(cblas_sdot(3, x, 1, y, -1) == 28)
        var target: [Double] = [10, 10]
        cblas_daxpy(2, 2, [1, 2], 1, &target, 1)
        #expect(target == [12, 14])
        #expect(cblas_dnrm2(2, [3, 4], 1) == 5)
        // [[1,2,3],[4,5,6]] × [[7,8],[9,10],[11,12]] = [[58,64],[139,154]]
        var rowMajor = [Float](repeating: 0, count: 4)
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1, [1, 2, 3, 4, 5, 6], 3, [7, 8, 9, 10, 11, 12], 2, 0, &rowMajor, 2)
        #expect(rowMajor == [58, 64, 139, 154])
        var columnMajor = [Double](repeating: 1, count: 4)
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1, [1, 4, 2, 5, 3, 6], 2, [7, 9, 11, 8, 10, 12], 3, 1, &columnMajor, 2)
        #expect(columnMajor == [59, 140, 65, 155])
        // Aᵀ·A for A = [[1,2],[3,4]] (row-major): [[10,14],[14,20]].
        var gram = [Float](repeating: 0, count: 4)
        cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, 2, 2, 2, 1, [1, 2, 3, 4], 2, [1, 2, 3, 4], 2, 0, &gram, 2)
        #expect(gram == [10, 14, 14, 20])
    }

    @Test func quadratureIntegratesToKnownValues() throws {
        let adaptive = Quadrature(integrator: .qags(maxIntervals: 20), absoluteTolerance: 1e-10, relativeTolerance: 1e-10)
        // ∫₀¹ x² dx = 1/3 and ∫₀^π sin x dx = 2.
        let square = try adaptive.integrate(over: 0 ... 1) { $0 * $0 }.get()
        #expect(abs(square.integralResult - 1.0 / 3) < 1e-12)
        let sine = try adaptive.integrate(over: 0 ... Double.pi) { sin($0) }.get()
        #expect(abs(sine.integralResult - 2) < 1e-10 && sine.estimatedAbsoluteError < 1e-9)
        // √x has an endpoint singularity in its derivative: ∫₀¹ √x dx = 2/3 after bisection.
        let root = try adaptive.integrate(over: 0 ... 1) { $0.squareRoot() }.get()
        #expect(abs(root.integralResult - 2.0 / 3) < 1e-9)
        // One interval cannot reach that accuracy for √x.
        let single = Quadrature(integrator: .qng, absoluteTolerance: 1e-12, relativeTolerance: 0)
        switch single.integrate(over: 0 ... 1, integrand: { $0.squareRoot() }) {
        case .success: Issue.record("a single 15-point rule does not meet 1e-12 for √x")
        case .failure(let error): #expect(error == .integrationError && !error.errorDescription.isEmpty)
        }
        let vectorized = try adaptive.integrate(over: 1 ... 2, integrand: { input, result in
            for index in input.indices { result[index] = 1 / input[index] }
        }).get()
        #expect(abs(vectorized.integralResult - log(2.0)) < 1e-10)
    }
}
