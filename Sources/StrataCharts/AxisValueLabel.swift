import Strata

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
