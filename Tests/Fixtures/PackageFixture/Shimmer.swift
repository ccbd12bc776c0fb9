// A shimmer effect whose band is placed with vector math, as effect packages do.
import SwiftUI
import simd

/// Where the bright band of a shimmer is at `phase` (0...1), along the diagonal of `size`.
public func shimmerBand(phase: Float, size: CGSize) -> (start: UnitPoint, end: UnitPoint) {
    let from = simd_float2(-1, -1)
    let to = simd_float2(2, 2)
    let center = mix(from, to, t: simd_clamp(phase, 0, 1))
    let direction = simd_normalize(simd_float2(Float(size.width), Float(size.height)))
    let half = direction * 0.5 * simd_length(simd_float2(1, 1)) / 2
    let start = center - half
    let end = center + half
    return (UnitPoint(x: CGFloat(start.x), y: CGFloat(start.y)), UnitPoint(x: CGFloat(end.x), y: CGFloat(end.y)))
}

/// Shimmers the content with a moving light band.
public struct Shimmer: ViewModifier {
    var phase: Float

    public init(phase: Float) { self.phase = phase }

    public func body(content: Content) -> some View {
        let band = shimmerBand(phase: phase, size: CGSize(width: 200, height: 40))
        content.overlay(
            LinearGradient(colors: [.clear, .white.opacity(0.6), .clear], startPoint: band.start, endPoint: band.end)
        )
    }
}
