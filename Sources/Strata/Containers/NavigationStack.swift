/// A view that shows a root view and the views pushed onto it. Links push destinations, a back
/// button pops them; a static page shows the root, or the top of a bound path.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathStorage?
    /// What links pushed that the bound path does not hold (all of it without a path).
    @State private var pushedViews: [NavigationEntry] = []

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are bound to a path.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathStorage(
            values: { path.wrappedValue.elements },
            append: { value in path.wrappedValue.elements.append(value); return true },
            removeLast: { count in path.wrappedValue.removeLast(count) }
        )
    }

    /// A stack whose pushed values are bound to a collection of them.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathStorage(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { count in path.wrappedValue.removeLast(Swift.min(count, path.wrappedValue.count)) }
        )
    }

    public var body: some View {
        _NavigationStackContent(root: root, context: NavigationContext(path: path, pushedViews: $pushedViews))
    }
}

/// The older navigation container: a stack.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// Renders a stack's screens: the root first (its views declare destinations and bound
/// presentations), then each pushed or presented screen in turn; the top one is shown, under a
/// bar with its title and a back button.
nonisolated struct _NavigationStackContent<Root: View>: View {
    let root: Root
    let context: NavigationContext
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let context = view.context
        let entries = context.entries
        var screen = NavigationScreen(context: context, depth: 0, stackOwner: inputs.owner)
        var content = render(view.root, on: screen, inputs: inputs.child(0), dismiss: nil)
        var previousTitle: Text?
        var back: (() -> Void)?
        // Automatic: large at the root, then as the screen before.
        var isTitleInline = screen.isTitleInline ?? false
        while true {
            let next: (view: AnyView, dismiss: () -> Void)
            let depth = screen.depth
            var isChosen = false
            if depth < entries.count {
                // A value no `navigationDestination` handles shows nothing new, as in SwiftUI.
                guard let destination = context.destination(for: entries[depth]) else { break }
                next = (destination, { context.pop(toDepth: depth) })
                if case .chosen = entries[depth] { isChosen = true }
            } else if let presented = screen.presented {
                next = presented
            } else {
                break
            }
            previousTitle = screen.title
            screen = NavigationScreen(context: context, depth: depth + 1, stackOwner: inputs.owner)
            content = render(next.view, on: screen, inputs: inputs.child(depth + 1), dismiss: next.dismiss)
            isTitleInline = screen.isTitleInline ?? isTitleInline
            back = isChosen ? nil : next.dismiss
        }
        if screen.hidesBackButton { back = nil }
        let items = NavigationBarItems(
            leading: screen.toolbarNodes(in: .leading), principal: screen.toolbarNodes(in: .principal),
            trailing: screen.toolbarNodes(in: .trailing), bottom: screen.toolbarNodes(in: .bottom)
        )
        // As on iOS, a stack's screen has its bar, empty or not, unless it hides it.
        let showsBar = !screen.hidesBar
        // As on iOS, the stack fills its screen: content that does not fill the space below the
        // bar is centered in it.
        guard showsBar || !items.bottom.isEmpty else {
            let page = _RenderedNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            type(of: page)._makeView(page, inputs: inputs.child(-1), outputs: &outputs)
            return
        }
        let backTitle = back != nil ? previousTitle : nil
        let page = VStack(spacing: 0) {
            if showsBar {
                NavigationBar(title: screen.title, isInline: isTitleInline, backTitle: backTitle, back: back, items: items, depth: screen.depth)
            }
            _RenderedNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            if !items.bottom.isEmpty {
                BottomToolbar(nodes: items.bottom)
            }
        }
        type(of: page)._makeView(page, inputs: inputs.child(-1), outputs: &outputs)
    }

    private static func render<V: View>(_ view: V, on screen: NavigationScreen, inputs: _ViewInputs, dismiss: (() -> Void)?) -> [RenderNode] {
        var inputs = inputs
        inputs.environment._navigationScreen = screen
        if let dismiss { inputs.environment.dismiss = DismissAction(action: dismiss) }
        var outputs = _ViewOutputs()
        // Its views declare destinations, titles and presentations on the screen while rendering.
        inputs.pass.readingOutputs { V._makeView(view, inputs: inputs, outputs: &outputs) }
        screen.seal()
        return outputs.nodes
    }
}

/// The bar above a stack's top screen, as iOS 26 draws it on a phone: a 44-point row (its items
/// drawn 12 points lower, over the content's top, as iOS 26's floating bar draws them) with the
/// back button (named by the previous screen's title) and leading items on one side, trailing
/// items on the other and, for an inline title, the title (or a `.principal` item) centered; a
/// large title sits 28 points below that row.
nonisolated private struct NavigationBar: View {
    let title: Text?
    let isInline: Bool
    let backTitle: Text?
    let back: (() -> Void)?
    let items: NavigationBarItems
    /// How many screens lie above the root: web back ends keep the browser's history in step.
    let depth: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if !items.principal.isEmpty {
                    _RenderedNodes(nodes: items.principal)
                } else if isInline, let title {
                    title.font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader).padding(.horizontal, 72)
                }
                row
            }
            .offset(y: 12)
            .frame(maxWidth: .infinity, minHeight: 44)
            if !isInline, let title {
                title.font(.largeTitle.bold()).accessibilityAddTraits(.isHeader)
                    .padding(.top, 28)
                    .padding(.bottom, 6)
            }
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityIdentifier("strata-navigation-\(depth)")
    }

    /// Back button and leading items, then trailing items at the far side.
    private var row: some View {
        HStack(spacing: 16) {
            backButton
            if !items.leading.isEmpty { _RenderedNodes(nodes: items.leading) }
            Spacer(minLength: 0)
            if !items.trailing.isEmpty { _RenderedNodes(nodes: items.trailing) }
        }
    }

    @ViewBuilder private var backButton: some View {
        if let back {
            Button(action: back) {
                HStack(spacing: 4) {
                    Image(systemName: "chevron.left").accessibilityHidden(true)
                    backTitle ?? Text("Back")
                }
            }
            .buttonStyle(.borderless)
        }
    }
}

/// A screen's toolbar items, rendered, by where they go.
struct NavigationBarItems {
    let leading: [RenderNode]
    let principal: [RenderNode]
    let trailing: [RenderNode]
    let bottom: [RenderNode]

    var hasTopItems: Bool { !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty }
}

/// The bar at the bottom of a screen with `.bottomBar` items: a hairline above the items,
/// spread across the width as iOS spreads them.
nonisolated private struct BottomToolbar: View {
    let nodes: [RenderNode]

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 16) {
                Spacer(minLength: 0)
                _RenderedNodes(nodes: nodes)
                Spacer(minLength: 0)
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .frame(minHeight: 49)
        }
    }
}

/// Nodes already rendered, placed as they are.
nonisolated struct _RenderedNodes: View {
    let nodes: [RenderNode]
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(contentsOf: view.nodes)
    }
}
