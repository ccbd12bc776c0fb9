// Loudness of audio samples, computed with Accelerate in a file that imports nothing else.
import Accelerate

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
