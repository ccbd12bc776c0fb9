/// How a `List` draws its rows, chosen with `listStyle(_:)`: iOS's inset grouped cards on the
/// grouped background (the default, `.automatic`, `.insetGrouped`, `.sidebar`), full-width groups
/// (`.grouped`), rows on the plain background (`.plain`), or inset cards on it (`.inset`).
enum _ListAppearance: Sendable {
    case insetGrouped, grouped, plain, inset

    init(name: String) {
        switch name {
        case "plain": self = .plain
        case "grouped": self = .grouped
        case "inset": self = .inset
        default: self = .insetGrouped
        }
    }

    /// Whether sections are cards with a gap around them.
    var hasCards: Bool { self != .plain }
    /// Whether the list fills its area with the grouped (gray) background.
    var hasGroupedBackground: Bool { self == .insetGrouped || self == .grouped }
    /// Whether cards keep a margin from the list's edges, with rounded corners.
    var insetsCards: Bool { self == .insetGrouped || self == .inset }
}

private struct ListAppearanceKey: EnvironmentKey {
    static var defaultValue: _ListAppearance { .insetGrouped }
}

extension EnvironmentValues {
    var _listAppearance: _ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how lists in this view draw their rows: `.listStyle(.plain)`.
    public consuming func listStyle(_ style: ListStyleKind) -> some View {
        environment(\._listAppearance, _ListAppearance(name: style.name))
    }

    /// Sets how lists in this view draw their rows (the iOS 13 spelling: `PlainListStyle()`).
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\._listAppearance, S._appearance)
    }
}

extension ListStyle {
    /// How a list of this style draws its rows.
    static var _appearance: _ListAppearance {
        switch self {
        case is PlainListStyle.Type: .plain
        case is GroupedListStyle.Type: .grouped
        case is InsetListStyle.Type: .inset
        default: .insetGrouped
        }
    }
}
