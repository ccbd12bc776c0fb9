import Testing
import simd

@MainActor @Suite struct SIMDTests {
    @Test func lengthsDistancesAndDotProducts() {
        #expect(simd_length(simd_float2(3, 4)) == 5)
        #expect(length(simd_double3(2, 3, 6)) == 7)
        #expect(simd_length_squared(simd_float2(3, 4)) == 25)
        #expect(simd_distance(simd_float2(1, 1), simd_float2(4, 5)) == 5)
        #expect(simd_dot(simd_float3(1, 2, 3), simd_float3(4, 5, 6)) == 32)
        #expect(dot(simd_double2(1, 0), simd_double2(0, 1)) == 0)
    }

    @Test func normalizingGivesAUnitVectorInTheSameDirection() {
        let unit = simd_normalize(simd_float2(0, 5))
        #expect(unit == simd_float2(0, 1))
        let diagonal = normalize(simd_double2(1, 1))
        #expect(abs(simd_length(diagonal) - 1) < 1e-12)
        #expect(diagonal.x == diagonal.y)
    }

    @Test func crossProductsFollowTheRightHandRule() {
        #expect(simd_cross(simd_float3(1, 0, 0), simd_float3(0, 1, 0)) == simd_float3(0, 0, 1))
        #expect(cross(simd_double3(0, 1, 0), simd_double3(1, 0, 0)) == simd_double3(0, 0, -1))
    }

    @Test func mixClampAndSmoothstepWorkLaneByLane() {
        #expect(mix(simd_float2(0, 10), simd_float2(10, 20), t: 0.5) == simd_float2(5, 15))
        #expect(simd_mix(simd_float2(0, 0), simd_float2(10, 10), simd_float2(0, 1)) == simd_float2(0, 10))
        #expect(mix(2.0, 4.0, t: 0.25) == 2.5)
        #expect(simd_clamp(simd_float3(-1, 0.5, 3), 0, 1) == simd_float3(0, 0.5, 1))
        #expect(clamp(simd_float2(5, -5), min: simd_float2(0, 0), max: simd_float2(1, 1)) == simd_float2(1, 0))
        #expect(simd_smoothstep(0.0, 1.0, 0.5) == 0.5)
        #expect(simd_smoothstep(simd_float2(0, 0), simd_float2(1, 1), simd_float2(-1, 2)) == simd_float2(0, 1))
        #expect(simd_step(simd_float2(0.5, 0.5), simd_float2(0.2, 0.7)) == simd_float2(0, 1))
    }

    @Test func reductionsAndAbsoluteValues() {
        #expect(simd_reduce_max(simd_float4(1, 7, 3, 2)) == 7)
        #expect(simd_reduce_min(simd_float4(1, 7, 3, 2)) == 1)
        #expect(simd_reduce_add(simd_float4(1, 7, 3, 2)) == 13)
        #expect(simd_abs(simd_float2(-2, 3)) == simd_float2(2, 3))
        #expect(simd_min(simd_float2(1, 5), simd_float2(3, 2)) == simd_float2(1, 2))
        #expect(simd_max(simd_float2(1, 5), simd_float2(3, 2)) == simd_float2(3, 5))
        #expect(simd_reflect(simd_float2(1, -1), simd_float2(0, 1)) == simd_float2(1, 1))
    }
}
