nonisolated extension View {
    /// Sets primary and secondary foreground styles. Hierarchical symbol layers are not drawn on
    /// the web, so content uses the primary style.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets primary, secondary and tertiary foreground styles (content uses the primary).
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}

extension Image {
    /// A system symbol with a variable value (symbols are drawn without variable layers).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}

/// The shape of bordered buttons (kept for API parity).
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

nonisolated extension View {
    /// Sets the border shape of bordered buttons (kept for API parity).
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
