/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Two or three columns: sidebar, optional content, detail, side by side. Links in the sidebar
/// and content columns choose what the detail column shows (value links in a `List(selection:)`
/// select instead); links in the detail column push onto it, with a back button.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    /// What the detail column shows above its root.
    @State private var detailEntries: [NavigationEntry] = []

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        _NavigationSplitViewContent(
            sidebar: sidebar, content: content, detail: detail,
            context: NavigationContext(path: nil, pushedViews: $detailEntries)
        )
    }
}

/// Renders a split view's columns: the sidebar and content columns first (their links and
/// destinations serve the detail column), then the detail column as a stack.
nonisolated struct _NavigationSplitViewContent<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let context: NavigationContext
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let sidebar = column(view.sidebar, context: view.context, inputs: inputs.child(0))
        let content = Content.self == EmptyView.self ? nil : column(view.content, context: view.context, inputs: inputs.child(1))
        var detailOutputs = _ViewOutputs()
        let detail = _NavigationStackContent(root: view.detail, context: view.context)
        _NavigationStackContent._makeView(detail, inputs: inputs.child(2), outputs: &detailOutputs)
        let columns = HStack(alignment: .top, spacing: 0) {
            _RenderedNodes(nodes: sidebar).frame(maxHeight: .infinity, alignment: .top)
            Divider()
            if let content {
                _RenderedNodes(nodes: content).frame(maxHeight: .infinity, alignment: .top)
                Divider()
            }
            _RenderedNodes(nodes: detailOutputs.nodes).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        type(of: columns)._makeView(columns, inputs: inputs.child(-1), outputs: &outputs)
    }

    /// A column whose links choose what the detail column shows.
    private static func column<V: View>(_ view: V, context: NavigationContext, inputs: _ViewInputs) -> [RenderNode] {
        var inputs = inputs
        let screen = NavigationScreen(context: context, depth: 0, stackOwner: inputs.owner, replaces: true)
        inputs.environment._navigationScreen = screen
        var outputs = _ViewOutputs()
        // Its views declare destinations, titles and presentations on the screen while rendering.
        inputs.pass.readingOutputs { V._makeView(view, inputs: inputs, outputs: &outputs) }
        screen.seal()
        return outputs.nodes
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// A style of split view (kept for API parity).
public protocol NavigationSplitViewStyle {}

/// The built-in split view styles.
nonisolated public struct _BuiltinNavigationSplitViewStyle: NavigationSplitViewStyle {
    let name: String
}

nonisolated extension NavigationSplitViewStyle where Self == _BuiltinNavigationSplitViewStyle {
    public static var automatic: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "automatic") }
    public static var balanced: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "balanced") }
    public static var prominentDetail: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "prominentDetail") }
}

nonisolated extension View {
    /// Sets the style of split views (kept for API parity).
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets a split view column's width.
    public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { frame(width: width) }

    /// Sets a split view column's width range.
    public consuming func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        frame(minWidth: min, idealWidth: ideal, maxWidth: max)
    }
}

