// The list style types of iOS 13/14 (`.listStyle(InsetGroupedListStyle())`); the `.plain`-style
// static members are `ListStyleKind` values.

/// A style of list: `List` draws the style's rows (see `listStyle(_:)`).
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

nonisolated extension View {
    /// The iOS 13 navigation title, shown in the navigation stack's bar.
    public consuming func navigationBarTitle(_ title: Text) -> some View { _navigationTitle(title) }

    /// The iOS 13 navigation title.
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { _navigationTitle(Text(titleKey)) }

    /// The iOS 13 navigation title.
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { _navigationTitle(Text(title)) }

    /// The iOS 13 navigation title with a display mode.
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _navigationTitle(title) }

    /// The iOS 13 navigation title with a display mode.
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _navigationTitle(Text(titleKey)) }

    /// The iOS 13 navigation title with a display mode.
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _navigationTitle(Text(title)) }
}
