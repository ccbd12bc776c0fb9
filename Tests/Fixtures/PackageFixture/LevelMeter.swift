// Audio levels as meter packages show them (LevelReading.swift computes them with Accelerate).
import SwiftUI

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
