/// Ends the current search: the search field of the enclosing `searchable` is cleared.
public struct DismissSearchAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

extension EnvironmentValues {
    /// Ends the search of the enclosing `searchable` view (does nothing outside one).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Suggestions shown under the search field while searching (kept for API parity: the web
    /// search field shows none).
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a search suggestion completes the query with (kept for API parity).
    public consuming func searchCompletion(_ completion: String) -> some View { self }

    /// Scopes that narrow a search (iOS 16), bound to `scope`. Kept for API parity: the web search
    /// field shows no scope bar, so `scope` keeps its value.
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// Scopes that narrow a search, shown as `activation` says (iOS 16.4; kept for API parity).
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }
}

/// When a search's scopes appear (iOS 16.4).
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

