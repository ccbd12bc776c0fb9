extension Menu {
    /// A menu with a primary action. On the web a click opens the menu; the primary action is kept
    /// for API parity.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

/// A style of menu (kept for API parity: menus are native disclosures on the web).
public protocol MenuStyle {}

/// The built-in menu styles.
nonisolated public struct _BuiltinMenuStyle: MenuStyle {
    let name: String
}

nonisolated extension MenuStyle where Self == _BuiltinMenuStyle {
    public static var automatic: _BuiltinMenuStyle { _BuiltinMenuStyle(name: "automatic") }
    public static var button: _BuiltinMenuStyle { _BuiltinMenuStyle(name: "button") }
    public static var borderlessButton: _BuiltinMenuStyle { _BuiltinMenuStyle(name: "borderlessButton") }
}

nonisolated extension View {
    /// Sets the style of menus in this view (kept for API parity).
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Whether a menu shows its primary action on tap (kept for API parity).
    public consuming func menuIndicator(_ visibility: Visibility) -> some View { self }
}

/// The platform's menu look.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a borderless button (iOS 14's spelling).
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
