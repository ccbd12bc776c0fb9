import Strata

/// A scale's type (accepted; numbers and dates are drawn on linear scales).
public struct ScaleType: Sendable {
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let squareRoot = ScaleType()
    public static let date = ScaleType()
    public static let category = ScaleType()
    public static func power(exponent: Double) -> ScaleType { ScaleType() }
}

/// The range in the plot a position scale draws in (accepted; the plot keeps its size).
public struct PositionScaleRange: Sendable {
    public static let automatic = PositionScaleRange()
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange { PositionScaleRange() }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange { PositionScaleRange() }
}

/// An automatically computed scale domain (`.automatic(includesZero: false)`, `.automatic(reversed: true)`).
public struct AutomaticScaleDomain: Sendable {
    let includesZero: Bool?
    let reversed: Bool
    public static let automatic = AutomaticScaleDomain(includesZero: nil, reversed: false)
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}
