import Foundation
import Testing
import simd

@MainActor @Suite struct SIMDMatrixTests {
    private func close(_ a: simd_double4, _ b: simd_double4, tolerance: Double = 1e-9) -> Bool {
        simd_length(a - b) < tolerance
    }

    @Test func matricesAreColumnMajorAsApplesAre() {
        var translation = simd_double4x4(diagonal: [1, 1, 1, 1])
        translation[3][0] = 10
        translation[3][1] = 20
        #expect(translation * simd_double4(1, 2, 3, 1) == simd_double4(11, 22, 3, 1))
        #expect(translation[3, 1] == 20)
        #expect(translation.transpose[0][3] == 10)
        #expect(matrix_identity_double4x4 * translation == translation)
    }

    @Test func productsComposeRightToLeft() {
        let scale = simd_double4x4(diagonal: [2, 2, 2, 1])
        var move = matrix_identity_double4x4
        move[3] = [5, 0, 0, 1]
        // Scale first, then move.
        #expect((move * scale) * simd_double4(1, 1, 0, 1) == simd_double4(7, 2, 0, 1))
        #expect((scale * move) * simd_double4(1, 1, 0, 1) == simd_double4(12, 2, 0, 1))
        #expect(simd_mul(move, scale) == move * scale)
    }

    @Test func inverseUndoesTheMatrixAndDeterminantMeasuresIt() {
        var m = simd_float4x4(rows: [[2, 0, 0, 3], [0, 4, 0, 0], [1, 0, 1, 0], [0, 0, 0, 1]])
        let product = m * m.inverse
        for column in 0..<4 {
            for row in 0..<4 {
                #expect(abs(product[column][row] - (column == row ? 1 : 0)) < 1e-5)
            }
        }
        #expect(abs(m.determinant - 8) < 1e-5)
        m[1] = .zero
        #expect(simd_determinant(m) == 0)
    }

    @Test func quaternionsRotateVectorsAboutTheirAxis() {
        let quarterTurn = simd_quatd(angle: .pi / 2, axis: [0, 0, 1])
        let turned = quarterTurn.act([1, 0, 0])
        #expect(simd_length(turned - simd_double3(0, 1, 0)) < 1e-12)
        #expect(abs(quarterTurn.angle - .pi / 2) < 1e-12)
        #expect(quarterTurn.axis == [0, 0, 1])
        #expect(abs(quarterTurn.length - 1) < 1e-12)
        // Two quarter turns make a half turn.
        let halfTurn = quarterTurn * quarterTurn
        #expect(simd_length(halfTurn.act([1, 0, 0]) - simd_double3(-1, 0, 0)) < 1e-12)
    }

    @Test func aQuaternionsMatrixRotatesAsTheQuaternionDoes() {
        let q = simd_quatd(angle: 0.7, axis: simd_normalize(simd_double3(1, 2, 3)))
        let m = simd_double4x4(q)
        let v = simd_double3(0.3, -1, 2)
        let byMatrix = m * simd_double4(v, 0)
        #expect(close(byMatrix, simd_double4(q.act(v), 0)))
        let back = simd_quatd(m)
        #expect(simd_length(back.vector - q.vector) < 1e-9)
    }

    @Test func quaternionArithmeticIsLaneWiseAsAVectorSpace() {
        var q = simd_quatd(ix: 1, iy: 2, iz: 3, r: 4)
        q *= 2
        #expect(q.vector == [2, 4, 6, 8])
        #expect((q - simd_quatd(ix: 2, iy: 4, iz: 6, r: 8)).vector == .zero)
        #expect(q.real == 8 && q.imag == [2, 4, 6])
        #expect(simd_quatd().vector == .zero)
        #expect(abs((q * q.inverse).vector.w - 1) < 1e-12)
    }

    @Test func slerpFollowsTheShorterArc() {
        let start = simd_quatf(angle: 0, axis: [0, 1, 0])
        let end = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
        let middle = simd_slerp(start, end, 0.5)
        #expect(abs(middle.angle - .pi / 4) < 1e-5)
        #expect(abs(middle.length - 1) < 1e-5)
    }

    @Test func elementaryFunctionsWorkLaneByLane() {
        let phases = SIMD4<Float>(0, 0.5, 1, 1.5)
        let sines = simd_abs(sin(phases * SIMD4(repeating: .pi)))
        #expect(abs(sines[1] - 1) < 1e-6)
        #expect(sines[2] < 1e-6)
        #expect(sqrt(SIMD2<Double>(4, 9)) == [2, 3])
        #expect(floor(SIMD2<Double>(1.5, -1.5)) == [1, -2])
    }
}
