import Strata

/// How a line or an area connects its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let storage: Storage

    /// Straight segments.
    public static let linear = InterpolationMethod(storage: .linear)
    /// A smooth curve through every point.
    public static let catmullRom = InterpolationMethod(storage: .catmullRom)
    /// A smooth curve (drawn as Catmull-Rom).
    public static let cardinal = InterpolationMethod(storage: .cardinal)
    /// A smooth curve that does not overshoot (drawn as Catmull-Rom clamped to each segment's range).
    public static let monotone = InterpolationMethod(storage: .monotone)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)

    /// A Catmull-Rom curve (`alpha` is accepted; the curve is uniform).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal curve (`tension` is accepted; the curve is Catmull-Rom).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}
