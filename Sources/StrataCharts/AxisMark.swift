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
