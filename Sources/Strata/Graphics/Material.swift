/// A translucent background material.
///
/// The web has no live blur behind arbitrary content in static pages, so a material paints the
/// page background color at an opacity that grows with its thickness.
public struct Material: ShapeStyle, Sendable {
    let opacity: Double


    public func _paint(in environment: EnvironmentValues) -> Paint {
        .opacity(.color(Color.system("background")), opacity)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(opacity: 0.55) }
    public static var thinMaterial: Material { Material(opacity: 0.7) }
    public static var regularMaterial: Material { Material(opacity: 0.8) }
    public static var thickMaterial: Material { Material(opacity: 0.9) }
    public static var ultraThickMaterial: Material { Material(opacity: 0.95) }
    public static var bar: Material { Material(opacity: 0.85) }
}
