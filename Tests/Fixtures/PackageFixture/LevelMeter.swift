// Audio levels as meter packages compute them, with Accelerate.
import Accelerate
import SwiftUI

/// Loudness of a block of samples.
public struct LevelReading: Equatable {
    public let rms: Float
    public let peak: Float
    /// The samples scaled so the loudest is 1 (all zero for silence).
    public let normalized: [Float]

    public init(samples: [Float]) {
        rms = samples.isEmpty ? 0 : vDSP.rootMeanSquare(samples)
        peak = samples.isEmpty ? 0 : vDSP.maximumMagnitude(samples)
        normalized = peak > 0 ? vDSP.divide(vDSP.absolute(samples), peak) : [Float](repeating: 0, count: samples.count)
    }
}

/// A bar per sample, as tall as the sample is loud.
public struct LevelMeter: View {
    let reading: LevelReading

    public init(samples: [Float]) {
        reading = LevelReading(samples: samples)
    }

    public var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(Array(reading.normalized.enumerated()), id: \.offset) { _, level in
                Capsule()
                    .frame(width: 4, height: max(2, CGFloat(level) * 40))
            }
        }
        .accessibilityLabel("Level \(Int((reading.rms * 100).rounded())) percent")
    }
}
