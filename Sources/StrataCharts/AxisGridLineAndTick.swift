import Strata

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
    var part: AxisPart

    /// A grid line; `centered` is accepted (lines sit at their value).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        part = AxisPart(kind: .gridLine(stroke))
    }

    public func _axisParts() -> [AxisPart] { [part] }
}

/// A short line at an axis value, outside the plot.
public struct AxisTick: AxisMark {
    var part: AxisPart

    /// A tick of `length` points.
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
        part = AxisPart(kind: .tick(length: length.points, stroke))
    }

    public func _axisParts() -> [AxisPart] { [part] }

    /// A tick's length.
    public struct Length: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        let points: CGFloat?
        public static let automatic = Length(points: nil)
        public static let label = Length(points: 6)
        public static func longestLabel(_ value: CGFloat = 0) -> Length { Length(points: 6 + value) }
        init(points: CGFloat?) { self.points = points }
        public init(floatLiteral value: Double) { points = CGFloat(value) }
        public init(integerLiteral value: Int) { points = CGFloat(value) }
    }
}
