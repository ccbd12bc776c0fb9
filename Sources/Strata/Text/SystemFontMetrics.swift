import Foundation

/// The metrics of Apple's system face (SF Pro) that layout depends on: its line height and the
/// tracking it applies at each size, so text that stands in for it takes the room SF takes on iOS.
public enum SystemFontMetrics {
    /// SF Pro's line height as a share of its size: ascender plus descender (1950 + 494 of 2048
    /// units), with no line gap. A single line of 17-point text is 20.29 points tall on iOS.
    public static let lineHeightRatio: CGFloat = 2444.0 / 2048.0
    /// SF Pro's ascender as a share of its size.
    public static let ascentRatio: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender as a share of its size.
    public static let descentRatio: CGFloat = 494.0 / 2048.0

    /// The height of one line of the system face at `size` points.
    public static func lineHeight(atPointSize size: CGFloat) -> CGFloat {
        (size * lineHeightRatio * 100).rounded() / 100
    }

    /// The tracking SF Pro applies at `size` points, in points (negative is tighter), after the
    /// table Apple publishes for iOS: whole sizes from 6 to 80, interpolated between them.
    public static func tracking(atPointSize size: CGFloat) -> CGFloat {
        guard size.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(size, 6), 80)
        let lower = Int(clamped.rounded(.down))
        let upper = Swift.min(lower + 1, 80)
        let fraction = clamped - CGFloat(lower)
        let value = trackingTable[lower - 6] * (1 - fraction) + trackingTable[upper - 6] * fraction
        return (value * 100).rounded() / 100
    }

    /// Tracking in points for sizes 6 to 80.
    private static let trackingTable: [CGFloat] = [
        0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45, // 6-19
        -0.45, -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40, 0.39, 0.41, 0.40, 0.40, // 20-34
        0.38, 0.37, 0.36, 0.37, 0.38, 0.37, 0.36, 0.37, 0.38, 0.37, 0.35, 0.36, 0.37, 0.36, 0.35, // 35-49
        0.36, 0.35, 0.34, 0.33, 0.34, 0.35, 0.34, 0.33, 0.32, 0.33, 0.32, 0.31, 0.32, 0.31, 0.30, // 50-64
        0.29, 0.30, 0.29, 0.28, 0.29, 0.28, 0.27, 0.26, 0.27, 0.26, 0.25, 0.24, 0.25, 0.24, 0.23, 0.22, // 65-80
    ]
}
