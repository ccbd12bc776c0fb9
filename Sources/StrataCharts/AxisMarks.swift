import Strata

/// Content of a chart axis (`chartXAxis { ... }`): groups of axis marks.
public protocol AxisContent {
    /// The groups of marks this content draws.
    func _axisMarks() -> [AxisMarks]
}

/// Builds the content of an axis.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> [AxisMarks] { content._axisMarks() }
    public static func buildBlock(_ content: [AxisMarks]...) -> [AxisMarks] { content.flatMap { $0 } }
    public static func buildOptional(_ content: [AxisMarks]?) -> [AxisMarks] { content ?? [] }
    public static func buildEither(first content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildEither(second content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildLimitedAvailability(_ content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildFinalResult(_ content: [AxisMarks]) -> AxisContentGroup { AxisContentGroup(marks: content) }
}

/// Several groups of axis marks.
public struct AxisContentGroup: AxisContent {
    let marks: [AxisMarks]
    public func _axisMarks() -> [AxisMarks] { marks }
}

/// A group of marks (grid lines, ticks, labels) an axis draws at each of its values.
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts drawn for a value; nil draws the default grid line, tick and label.
    let content: ((AxisValue) -> [AxisPart])?
    let stroke: StrokeStyle?

    /// Marks at `values`, each drawn by `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkParts) {
        self.position = position
        self.values = values
        self.content = { content($0).parts }
        stroke = nil
    }

    /// Marks at the given values, each drawn by `content`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkParts) {
        self.init(preset: preset, position: position, values: .explicit(values.map(\.chartValue)), content: content)
    }

    /// Marks at `values`, each drawn by `content`, which does not look at the value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> AxisMarkParts) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// Marks at the given values, each drawn by `content`, which does not look at the value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping () -> AxisMarkParts) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// The default grid line, tick and label at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.position = position
        self.values = values
        content = nil
        self.stroke = stroke
    }

    /// The default grid line, tick and label at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .explicit(values.map(\.chartValue)), stroke: stroke)
    }

    /// The default grid line and tick, with labels formatted by `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values) { _ in
            AxisGridLine(stroke: stroke)
            AxisTick(stroke: stroke)
            AxisValueLabel(format: format)
        }
    }

    public func _axisMarks() -> [AxisMarks] { [self] }

    /// The parts drawn at a value.
    func parts(for value: AxisValue) -> [AxisPart] {
        content?(value) ?? [
            AxisPart(kind: .gridLine(stroke)), AxisPart(kind: .tick(length: nil, stroke)), AxisPart(kind: .label(.automatic, anchor: nil)),
        ]
    }
}

/// Preset styles of axis marks (accepted; marks are drawn the default way).
public struct AxisMarkPreset: Sendable {
    public static let automatic = AxisMarkPreset()
    public static let aligned = AxisMarkPreset()
    public static let extended = AxisMarkPreset()
    public static let inset = AxisMarkPreset()
}

/// Where an axis's marks are drawn: y labels on the leading or trailing side, x labels at
/// the bottom or top.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let storage: Storage
    public static let automatic = AxisMarkPosition(storage: .automatic)
    public static let leading = AxisMarkPosition(storage: .leading)
    public static let trailing = AxisMarkPosition(storage: .trailing)
    public static let top = AxisMarkPosition(storage: .top)
    public static let bottom = AxisMarkPosition(storage: .bottom)
}

/// The values an axis marks.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case strideDates(Calendar.Component, count: Int)
        case strideNumbers(Double)
        case explicit([_ChartValue])
    }
    let storage: Storage

    /// Values the chart picks.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// About `desiredCount` values the chart picks.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    /// A value every `count` calendar units (`.stride(by: .day)`).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideDates(component, count: max(count, 1)))
    }

    /// A value every `stepSize`.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideNumbers(stepSize))
    }

    static func explicit(_ values: [_ChartValue]) -> AxisMarkValues { AxisMarkValues(storage: .explicit(values)) }
}

/// An axis value, as an axis mark's content closure receives it.
public struct AxisValue {
    let value: _ChartValue
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or nil when it is not of that kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromChartValue(value) }
}
