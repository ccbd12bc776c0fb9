import Strata

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
