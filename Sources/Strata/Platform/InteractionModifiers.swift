// Interaction modifiers from touch and pointer platforms. Each is listed in docs/compatibility.md
// with what it does on the web.

/// Where a search field goes (kept for API parity: on the web it is above the content).
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// When the navigation bar drawer shows the search field.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Haptic and audio feedback (kept for API parity; the web has none).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// Physical weights of impact feedback.
    public struct Weight: Equatable, Sendable {
        let value: Double
        public static let light = Weight(value: 0.3)
        public static let medium = Weight(value: 0.6)
        public static let heavy = Weight(value: 1)
    }

    /// Materials of impact feedback.
    public struct Flexibility: Equatable, Sendable {
        let value: Double
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 0.5)
        public static let soft = Flexibility(value: 1)
    }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
    /// Adds a search field bound to `text`: iOS's search bar above the view.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _searchable(text: text, prompt: prompt?.plainText ?? "Search")
    }

    /// Adds a search field with a prompt.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        _searchable(text: text, prompt: Text(prompt).plainText)
    }

    /// Adds a search field with a prompt.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        _searchable(text: text, prompt: String(prompt))
    }

    /// iOS's search bar: a rounded gray field with a magnifying glass, 16 points from the sides,
    /// above the view.
    private func _searchable(text: Binding<String>, prompt: String) -> some View {
        VStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
                TextField(text: text, prompt: Text(verbatim: prompt)) { Text(verbatim: prompt) }
                    .labelsHidden()
                    .textFieldStyle(.plain)
            }
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
            .background(Color.system("fill").opacity(0.6), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(.horizontal, 16)
            self
                .environment(\.isSearching, !text.wrappedValue.isEmpty)
                .environment(\.dismissSearch, DismissSearchAction { text.wrappedValue = "" })
        }
    }

    /// A count shown with a list row or tab item; zero shows no badge.
    public consuming func badge(_ count: Int) -> some View {
        _badge(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// A text badge shown with a list row or tab item; nil shows no badge.
    public consuming func badge(_ label: Text?) -> some View {
        _badge(label)
    }

    /// A text badge shown with a list row or tab item.
    public consuming func badge(_ key: LocalizedStringKey?) -> some View {
        _badge(key.map { Text($0) })
    }

    /// A text badge shown with a list row or tab item.
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
        _badge(label.map { Text($0) })
    }

    @ViewBuilder
    private func _badge(_ label: Text?) -> some View {
        if let label {
            HStack {
                self
                Spacer(minLength: 8)
                label.foregroundStyle(.secondary)
            }
        } else {
            self
        }
    }

    /// Actions revealed by swiping a list row (no swipe on the web yet: the actions are not shown).
    public consuming func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// A menu shown on long press or secondary click (not shown on the web yet).
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// A menu with a preview shown on long press (not shown on the web yet).
    public consuming func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// Runs `action` when the pointer enters or leaves the view (needs the live renderer).
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }

    /// Plays feedback when `trigger` changes (the web has no haptics).
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays feedback when `trigger` changes and `condition` holds.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns for a change of `trigger`.
    public consuming func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        self
    }
}
