import Strata

/// A visual part of an axis drawn at each of its values: a grid line, a tick or a label.
public protocol AxisMark {
    /// The parts this mark adds for one axis value.
    func _axisParts() -> [AxisPart]
}

/// One drawn part of an axis mark.
public struct AxisPart {
    enum Kind {
        case gridLine(StrokeStyle?)
        case tick(length: CGFloat?, StrokeStyle?)
        case label(AxisLabelText, anchor: UnitPoint?)
    }
    var kind: Kind
    var style: AnyShapeStyle?
    var font: Font?
    /// Whether a label sits in the middle of its interval (dates) rather than at its value.
    var centered: Bool?
}

/// What an axis value label shows.
enum AxisLabelText {
    /// The value, formatted the default way for its scale.
    case automatic
    /// The value formatted by a format style.
    case formatted((_ChartValue) -> String?)
    /// A view.
    case view(AnyView)
}

/// Builds the marks drawn at each axis value.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> [AxisPart] { mark._axisParts() }
    public static func buildBlock(_ parts: [AxisPart]...) -> [AxisPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [AxisPart]?) -> [AxisPart] { parts ?? [] }
    public static func buildEither(first parts: [AxisPart]) -> [AxisPart] { parts }
    public static func buildEither(second parts: [AxisPart]) -> [AxisPart] { parts }
    public static func buildArray(_ parts: [[AxisPart]]) -> [AxisPart] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ parts: [AxisPart]) -> [AxisPart] { parts }
    public static func buildFinalResult(_ parts: [AxisPart]) -> AxisMarkParts { AxisMarkParts(parts: parts) }
}

/// The marks an axis draws at one value.
public struct AxisMarkParts: AxisMark {
    let parts: [AxisPart]
    public func _axisParts() -> [AxisPart] { parts }
}

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

/// The label of an axis value: the formatted value, or your own view.
public struct AxisValueLabel: AxisMark {
    var part: AxisPart

    /// The value's default label; on a date axis, `centered` puts it in the middle of its interval.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        part = AxisPart(kind: .label(.automatic, anchor: anchor), centered: centered)
    }

    /// The value formatted by `format` (`.dateTime.weekday()`, `.number`, `.currency(code:)`, ...).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let formatted: (_ChartValue) -> String? = { value in Format.FormatInput.fromChartValue(value).map { format.format($0) } }
        part = AxisPart(kind: .label(.formatted(formatted), anchor: anchor), centered: centered)
    }

    /// A view as the label.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        part = AxisPart(kind: .label(.view(AnyView(content())), anchor: anchor), centered: centered)
    }

    /// A string as the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        part = AxisPart(kind: .label(.view(AnyView(Text(String(label)))), anchor: anchor), centered: centered)
    }

    /// A localized string as the label.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        part = AxisPart(kind: .label(.view(AnyView(Text(label))), anchor: anchor), centered: centered)
    }

    public func _axisParts() -> [AxisPart] { [part] }
}

/// How overlapping axis labels are resolved (accepted; labels are not thinned).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let greedy = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    public static let truncate = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// The orientation of axis labels (accepted; labels are horizontal).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    /// The style of the mark's lines or text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkParts {
        let erased = AnyShapeStyle(style)
        return AxisMarkParts(parts: _axisParts().map { var part = $0; part.style = erased; return part })
    }

    /// The font of the mark's label.
    public func font(_ font: Font?) -> AxisMarkParts {
        AxisMarkParts(parts: _axisParts().map { var part = $0; part.font = font; return part })
    }

    /// Moves the mark (accepted; marks stay at their values).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkParts { AxisMarkParts(parts: _axisParts()) }
}
