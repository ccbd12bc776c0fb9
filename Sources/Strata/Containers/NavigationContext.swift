/// What a navigation stack shows above its root: destinations pushed by value (from a bound path
/// or the stack's own list) and destination views pushed by links.
enum NavigationEntry {
    case value(AnyHashable)
    case view(AnyView)
    /// Chosen in a split view's sidebar: shown in place of the detail column's root, with no
    /// back button to it.
    indirect case chosen(NavigationEntry)
}

/// A navigation stack while it renders: its pushed entries, and the destinations that
/// `navigationDestination(for:)` declared for value types. Views inside reach it through their
/// screen (`EnvironmentValues._navigationScreen`).
final class NavigationContext {
    private let path: NavigationPathStorage?
    private let pushedViews: Binding<[NavigationEntry]>
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    init(path: NavigationPathStorage?, pushedViews: Binding<[NavigationEntry]>) {
        self.path = path
        self.pushedViews = pushedViews
    }

    /// The pushed entries, bottom first: the bound path's values, then what links pushed.
    var entries: [NavigationEntry] {
        (path?.values() ?? []).map(NavigationEntry.value) + pushedViews.wrappedValue
    }

    /// Pushes an entry: a value onto the bound path when it takes values of that type, anything
    /// else onto the stack's own list.
    func push(_ entry: NavigationEntry) {
        if case .value(let value) = entry, pushedViews.wrappedValue.isEmpty, let path, path.append(value) { return }
        pushedViews.wrappedValue.append(entry)
    }

    /// Makes `entry` the only one (a split view's sidebar choosing what the detail shows).
    func replace(with entry: NavigationEntry) {
        pushedViews.wrappedValue = [.chosen(entry)]
    }

    /// Pops every entry above `depth` (0 pops back to the root).
    func pop(toDepth depth: Int) {
        let pathCount = path?.values().count ?? 0
        let ownCount = pushedViews.wrappedValue.count
        let keepOwn = Swift.max(0, depth - pathCount)
        if ownCount > keepOwn { pushedViews.wrappedValue.removeLast(ownCount - keepOwn) }
        if depth < pathCount { path?.removeLast(pathCount - depth) }
    }

    /// Declares how values of type `D` are shown (`navigationDestination(for:destination:)`).
    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map(destination) }
    }

    /// The view for a pushed entry; nil for a value no `navigationDestination` handles.
    func destination(for entry: NavigationEntry) -> AnyView? {
        switch entry {
        case .view(let view): return view
        case .value(let value): return destinations[ObjectIdentifier(type(of: value.base))]?(value)
        case .chosen(let entry): return destination(for: entry)
        }
    }
}

/// One screen of a stack (its root or a pushed destination) while it renders: its title, and the
/// destinations its views present through bindings (`NavigationLink(isActive:)`,
/// `navigationDestination(isPresented:)`, `navigationDestination(item:)`).
final class NavigationScreen {
    let context: NavigationContext
    /// How deep the screen is: 0 for the root.
    let depth: Int
    var title: Text?
    /// Whether the title is small, in the bar's row (`.inline`) rather than large below it; nil
    /// (automatic) keeps the previous screen's choice.
    var isTitleInline: Bool?
    var hidesBackButton = false
    var hidesBar = false
    /// The toolbar items the screen's views declared, by region.
    private(set) var toolbar: [ToolbarItems] = []
    private(set) var presented: (view: AnyView, dismiss: () -> Void)?
    /// The bound presentations seen while the stack rendered, by the presenting view's identity.
    private var decisions: [ViewIdentity: Bool] = [:]
    /// Set once the stack has decided what to show; a later change is the stack's to redo.
    private var isSealed = false
    /// The composite view that rendered the stack, re-rendered when a view re-evaluated on its
    /// own changes what the screen presents.
    private let stackOwner: ObjectHandle<ViewNode>?

    /// Whether links on this screen replace what the stack shows instead of pushing (a split
    /// view's sidebar and content columns).
    private let replaces: Bool

    init(context: NavigationContext, depth: Int, stackOwner: ViewNode?, replaces: Bool = false) {
        self.context = context
        self.depth = depth
        self.stackOwner = stackOwner?.handle
        self.replaces = replaces
    }

    /// What a link on this screen does.
    func push(_ entry: NavigationEntry) {
        if replaces { context.replace(with: entry) } else { context.push(entry) }
    }

    /// Reports a bound presentation by the view at `identity`: `destination` while it is
    /// presented, nil while it is not.
    func report(_ identity: ViewIdentity, destination: (() -> AnyView)?, dismiss: @escaping () -> Void) {
        let isPresented = destination != nil
        if isSealed {
            if decisions[identity, default: false] != isPresented { stackOwner?.invalidate() }
            return
        }
        decisions[identity] = isPresented
        if let destination, presented == nil { presented = (destination(), dismiss) }
    }

    /// Adds toolbar items declared by a view on the screen. A view re-rendered on its own after
    /// the stack drew the bar has the stack render again, so the bar shows its items as they are.
    func addToolbar(_ items: ToolbarItems) {
        if isSealed {
            stackOwner?.invalidate()
            return
        }
        toolbar.append(items)
    }

    /// The screen's toolbar nodes in `region`, in declaration order.
    func toolbarNodes(in region: ToolbarRegion) -> [RenderNode] {
        toolbar.flatMap { $0.nodes(in: region) }
    }

    func seal() { isSealed = true }
}

private struct NavigationScreenKey: EnvironmentKey {
    static var defaultValue: NavigationScreen? { nil }
}

extension EnvironmentValues {
    /// The navigation screen the view is on, if it is inside a navigation stack.
    var _navigationScreen: NavigationScreen? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}

/// A stack's binding to a path (`NavigationPath` or a collection of values), type-erased.
struct NavigationPathStorage {
    let values: () -> [AnyHashable]
    /// Appends a value, if the path takes values of its type.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}
