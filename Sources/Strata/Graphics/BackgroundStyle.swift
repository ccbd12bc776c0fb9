/// The background style of the current context: the page background color (white in light
/// appearance, black in dark).
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .color(Color.system("background"))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
