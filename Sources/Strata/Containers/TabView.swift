/// Collects the tab items of a tab view's pages while they render: for each page, how to render
/// its label (once the tab view knows which tab is selected).
final class _TabItemCollector {
    var labels: [ViewIdentity: (_ selected: Bool) -> [RenderNode]] = [:]

    /// The label set on a page or, when modifiers wrapped it (a `badge`), on a view inside it.
    func label(of node: RenderNode) -> ((_ selected: Bool) -> [RenderNode])? {
        if let label = labels[node.id] { return label }
        for child in node.children {
            if let label = label(of: child) { return label }
        }
        return nil
    }
}

private struct TabItemCollectorKey: EnvironmentKey {
    static var defaultValue: _TabItemCollector? { nil }
}

private struct TabViewIsPagedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var _tabItemCollector: _TabItemCollector? {
        get { self[TabItemCollectorKey.self] }
        set { self[TabItemCollectorKey.self] = newValue }
    }

    var _tabViewIsPaged: Bool {
        get { self[TabViewIsPagedKey.self] }
        set { self[TabViewIsPagedKey.self] = newValue }
    }
}

/// A view that switches between pages, with a bar of their `tabItem` labels.
///
/// On the web the selected page is shown above a row of buttons, one per page label; tapping a
/// button selects its page (tags from `.tag(_:)`, else the page's position). The page style
/// (`tabViewStyle(.page)`) shows the selected page and no bar.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var fallback: AnyHashable? = nil

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection
        let fallback = $fallback
        _TabViewContainer(
            selected: selection.map { AnyHashable($0.wrappedValue) } ?? fallback.wrappedValue,
            select: { tag in
                if let selection, let value = tag.base as? SelectionValue {
                    selection.wrappedValue = value
                } else {
                    fallback.wrappedValue = tag
                }
            },
            content: content
        )
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// Renders the selected page of a tab view and its bar.
nonisolated struct _TabViewContainer<Content: View>: View {
    let selected: AnyHashable?
    let select: (AnyHashable) -> Void
    let content: Content

    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let collector = _TabItemCollector()
        var pageInputs = inputs.child(0)
        pageInputs.environment._tabItemCollector = collector
        var pages = _ViewOutputs()
        inputs.pass.readingOutputs { Content._makeView(view.content, inputs: pageInputs, outputs: &pages) }
        let tags: [AnyHashable] = pages.nodes.enumerated().map { index, node in Self.tag(of: node) ?? AnyHashable(index) }
        let selectedIndex = view.selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        let page = pages.nodes.indices.contains(selectedIndex) ? [pages.nodes[selectedIndex]] : []
        var buttons: [RenderNode] = []
        if !inputs.environment._tabViewIsPaged {
            let select = view.select
            buttons = pages.nodes.enumerated().compactMap { index, page -> RenderNode? in
                guard let renderLabel = collector.label(of: page) else { return nil }
                var label: [RenderNode] = []
                inputs.pass.readingOutputs { label = renderLabel(index == selectedIndex) }
                let tag = tags[index]
                let button = RenderButton(action: { select(tag) }, role: nil, appearance: .plain, isEnabled: true, tint: nil)
                var node = RenderNode(id: inputs.identity.child(1_000 + index), kind: .button(button), children: label)
                if index == selectedIndex {
                    node.effects.append(.accessibility(.addTraits(.isSelected)))
                }
                return node
            }
        }
        let screen = _TabViewScreen(page: page, buttons: buttons)
        _TabViewScreen._makeView(screen, inputs: inputs, outputs: &outputs)
    }

    private static func tag(of node: RenderNode) -> AnyHashable? {
        node.throughWrappers { node in
            for case .tag(let tag) in node.effects { return tag }
            return nil
        }
    }
}

/// Records the label of a tab view page.
nonisolated public struct _TabItemModifier<Label: View>: ViewModifier {
    let label: Label
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        let collector = inputs.environment._tabItemCollector
        var contentInputs = inputs
        contentInputs.environment._tabItemCollector = nil
        Content._makeView(content, inputs: contentInputs, outputs: &outputs)
        guard let collector else { return }
        let labelView = modifier.label
        let labelInputs = contentInputs.child(-7)
        let render: (Bool) -> [RenderNode] = { selected in
            // As in iOS's tab bar: the icon above a small title, the selected tab in the accent color.
            let styled = labelView.labelStyle(_TabItemLabelStyle())
                .foregroundStyle(selected ? Color.accentColor : Color.system("secondary"))
            var label = _ViewOutputs()
            type(of: styled)._makeView(styled, inputs: labelInputs, outputs: &label)
            return label.nodes
        }
        for index in start..<outputs.nodes.count { collector.labels[outputs.nodes[index].id] = render }
    }
}

/// A style of tab view.
public protocol TabViewStyle {
    /// Whether pages are swiped through without a tab bar.
    var _isPaged: Bool { get }
}

/// The platform's default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPaged: Bool { false }
}

/// Pages swiped horizontally, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index is shown.
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _isPaged: Bool { true }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A style of the page index of a paged tab view (kept for API parity).
public protocol IndexViewStyle {}

/// The page index drawn as dots.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the index has a background.
    public struct BackgroundDisplayMode: Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let never = BackgroundDisplayMode(name: "never")
    }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

nonisolated extension View {
    /// The label of this view as a page of a `TabView`.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// Sets the style of tab views in this view.
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\._tabViewIsPaged, style._isPaged)
    }

    /// Sets the style of page indexes (kept for API parity).
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
