/// A drop or inner shadow for a shape style (`.fill(.blue.shadow(.drop(radius: 4)))`).
public struct ShadowStyle: Hashable, Sendable {
    let isInner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow behind the content.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the content's edges.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }
}

extension ShapeStyle {
    /// The style with a shadow. The web paints the style without the shadow (use the `shadow`
    /// view modifier for drop shadows that show).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        AnyShapeStyle(self)
    }
}
