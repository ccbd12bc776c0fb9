/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// The bars `toolbar(_:for:)` and `toolbarBackground` refer to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// One item of a toolbar, placed where `placement` puts it (see `View.toolbar(content:)`).
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    let placement: ToolbarItemPlacement

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
        self.placement = placement
    }

    public var body: some View { content.modifier(_ToolbarPlacementModifier(placement: placement)) }
}

/// Several toolbar items sharing a placement.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    let placement: ToolbarItemPlacement

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.placement = placement
    }

    public var body: some View {
        HStack(spacing: 16) { content }.modifier(_ToolbarPlacementModifier(placement: placement))
    }
}

/// What a toolbar holds. Toolbar items are views in Strata, so toolbar content is view content
/// (`func items() -> some ToolbarContent`, `@ToolbarContentBuilder`).
public typealias ToolbarContent = View
/// Toolbar content the user can customize: view content too.
public typealias CustomizableToolbarContent = View
/// Builds toolbar content: the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

/// A flexible space between toolbar items.
nonisolated public struct ToolbarSpacer: View {
    public init() {}
    public var body: some View { Spacer() }
}

nonisolated extension View {
    /// Adds toolbar items. Inside a navigation stack they go where iOS puts them on a phone:
    /// the bar's leading or trailing side, its center (`.principal`), or a bar at the bottom
    /// (`.bottomBar`); elsewhere they are a trailing-aligned row above the view.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// Shows or hides a bar: `.hidden` for `.navigationBar` (or `.automatic`) hides the navigation
    /// bar of the screen the view is on; other bars are kept for API parity.
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return _navigationBar { screen in if hidesNavigationBar { screen.hidesBar = true } }
    }

    /// Styles a bar's background (kept for API parity).
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Shows or hides a bar's background (kept for API parity).
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Sets the color scheme of a bar (kept for API parity).
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
