// The hierarchical levels of any shape style: `.background.secondary`, `Color.red.tertiary`.

/// A level below the first of another shape style (`style.secondary`, `style.tertiary`, ...).
///
/// The background style's second and third levels are the secondary background color, as
/// `secondarySystemBackground` is on iOS; any other style is drawn at the opacity of the
/// matching foreground level.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    /// 1 secondary, 2 tertiary, 3 quaternary, 4 quinary.
    let level: Int

    public func _paint(in environment: EnvironmentValues) -> Paint {
        if Base.self == BackgroundStyle.self {
            return .color(Color.system(level >= 3 ? "background" : "secondaryBackground"))
        }
        let paint = base._paint(in: environment)
        if case .hierarchical(let first) = paint { return .hierarchical(min(first + level, 3)) }
        return .opacity(paint, [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)])
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 4) }
}
