/// Related controls shown together: on the web a horizontal row.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 8) { content }
    }
}

/// A style of control group (kept for API parity).
public protocol ControlGroupStyle {}

/// The built-in control group styles.
nonisolated public struct _BuiltinControlGroupStyle: ControlGroupStyle {
    let name: String
}

nonisolated extension ControlGroupStyle where Self == _BuiltinControlGroupStyle {
    public static var automatic: _BuiltinControlGroupStyle { _BuiltinControlGroupStyle(name: "automatic") }
    public static var navigation: _BuiltinControlGroupStyle { _BuiltinControlGroupStyle(name: "navigation") }
    public static var compactMenu: _BuiltinControlGroupStyle { _BuiltinControlGroupStyle(name: "compactMenu") }
    public static var palette: _BuiltinControlGroupStyle { _BuiltinControlGroupStyle(name: "palette") }
}

nonisolated extension View {
    /// Sets the style of control groups (kept for API parity).
    public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
