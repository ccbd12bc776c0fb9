// The `NavigationView` styles of iOS 13-15 (`.navigationViewStyle(StackNavigationViewStyle())`).

/// A style of navigation view (kept for API parity: a page shows the root either way).
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of navigation views in this view (kept for API parity).
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
