/// What a row tells its list about how to draw it (`listRowBackground`, `listRowSeparator`,
/// `listRowInsets`), read by the list's sections.
struct ListRowBackgroundKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

struct ListRowHiddenSeparatorsKey: ContainerValueKey {
    static var defaultValue: VerticalEdge.Set { [] }
}

struct ListRowInsetsKey: ContainerValueKey {
    static var defaultValue: EdgeInsets? { nil }
}

extension ContainerValues {
    var _listRowBackground: AnyView? {
        get { self[ListRowBackgroundKey.self] }
        set { self[ListRowBackgroundKey.self] = newValue }
    }

    var _listRowHiddenSeparators: VerticalEdge.Set {
        get { self[ListRowHiddenSeparatorsKey.self] }
        set { self[ListRowHiddenSeparatorsKey.self] = newValue }
    }

    var _listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsKey.self] }
        set { self[ListRowInsetsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The view behind this row of a list, in place of the section's card color.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
        containerValue(\._listRowBackground, view.map { AnyView($0) })
    }

    /// Shows or hides the separators above (`.top`) and below (`.bottom`) this row of a list.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\._listRowHiddenSeparators, visibility == .hidden ? edges : [])
    }

    /// The space around this row's content in a list, in place of iOS's 16-point sides and
    /// 11-point top and bottom; the separator below starts at the leading inset.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(\._listRowInsets, insets)
    }
}
