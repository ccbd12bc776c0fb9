import Strata
import StrataHTML

/// Where each hosted composite view's output lies on a live page, and what its emission depends
/// on there: the effects of enclosing fragments, phrasing content, and the flexibility its
/// element container takes from it. With it, a view that re-rendered alone is emitted again
/// alone, and its old elements are found in the mirror DOM by their node ids.
///
/// Outputs inside modifier layers, presentations or controls' labels are not indexed: a change
/// there renders the whole page.
///
/// Elements that write their children in order (stacks) and hold hosted views also keep the
/// list of those children (`containers`), so that a view that re-rendered can update such an
/// element child by child: hosted views that kept their output keep their elements.
struct LiveFragmentIndex {
    /// One composite view's output, as last emitted.
    struct Entry {
        let fragment: ObjectIdentifier
        /// The output itself, while its view exists.
        weak var object: RenderFragment?
        /// The output's revision when it was emitted (`RenderFragment.revision`).
        var revision: Int
        /// Effects applied to each of its nodes, innermost first (its own fragment node's first).
        let outer: [RenderEffect]
        let isPhrasing: Bool
        /// The axis along which the element that holds the output takes flexibility from it.
        let axis: RenderStack.Axis?
        /// The nearest enclosing composite view whose output is indexed.
        let enclosing: ViewIdentity?
        let depth: Int
        /// The nodes with elements of their own at the top of the output (through nested
        /// fragments), in order.
        var leaves: [ViewIdentity]
        /// Whether the top of the output writes presentations (siblings without node ids).
        var presents: Bool
        /// What the output gives its element container (nil when that takes nothing from it).
        var flexibility: LayoutFlexibility?
    }

    /// One child of an element that writes its children in order, as last emitted: a hosted
    /// view's output (through fragments without views) or a node with an element of its own.
    struct Child {
        enum Kind: UInt8 {
            case node
            /// A hosted view's output.
            case hosted
            /// A hosted view's output that was not rendered again since it was last emitted, in
            /// the same place (set by `reindex(_:children:reusingKept:)` only).
            case kept
        }

        let identity: ViewIdentity
        let kind: Kind
        /// How many elements it writes.
        let count: Int32
    }

    private(set) var entries: [ViewIdentity: Entry] = [:]
    /// The children of each element that writes its children in order and holds hosted views
    /// (or such elements), keyed by the element's node id; none where a child writes a
    /// presentation (elements without node ids).
    private(set) var containers: [ViewIdentity: [Child]] = [:]
    /// The children `containers` held before the latest `reindex`, for the elements it changed.
    private(set) var previousContainers: [ViewIdentity: [Child]] = [:]
    /// Whether the walk under way takes the entries of hosted views that did not render again as
    /// they are, without walking their outputs.
    private var reusesKept = false

    /// Indexes a whole page.
    mutating func rebuild(_ tree: [RenderNode]) {
        entries = [:]
        containers = [:]
        previousContainers = [:]
        reusesKept = false
        var leaves: [ViewIdentity] = [], presents = false, children: [Child] = []
        walk(tree, outer: [], isPhrasing: false, axis: nil, enclosing: nil, depth: 0, leaves: &leaves, presents: &presents, children: &children)
    }

    /// Indexes the output of the composite view `identity` again after it re-rendered; returns
    /// the updated entry. With `reusingKept`, hosted views inside it that did not render again
    /// keep their entries (their outputs are not walked) and are listed as `kept`.
    mutating func reindex(_ identity: ViewIdentity, children: [RenderNode], reusingKept: Bool = false) -> Entry? {
        guard var entry = entries[identity], let fragment = entry.object else { return nil }
        var leaves: [ViewIdentity] = [], presents = false, ownChildren: [Child] = []
        previousContainers = [:]
        reusesKept = reusingKept
        walk(children, outer: entry.outer, isPhrasing: entry.isPhrasing, axis: entry.axis, enclosing: identity, depth: entry.depth + 1,
             leaves: &leaves, presents: &presents, children: &ownChildren)
        reusesKept = false
        entry.revision = fragment.revision
        entry.leaves = leaves
        entry.presents = presents || (children.isEmpty && Self.presents(entry.outer))
        entry.flexibility = entry.axis.map { LiveFragmentEmission.flexibility(of: children, inStack: $0) }
        entries[identity] = entry
        return entry
    }

    subscript(identity: ViewIdentity) -> Entry? { entries[identity] }

    /// Whether `identity`'s output lies inside the output of one of `views`.
    func isInside(_ identity: ViewIdentity, anyOf views: Set<ViewIdentity>) -> Bool {
        var current = entries[identity]?.enclosing
        while let enclosing = current {
            if views.contains(enclosing) { return true }
            current = entries[enclosing]?.enclosing
        }
        return false
    }

    /// Ends an update after a `reindex`: forgets the entries of views whose outputs left the
    /// page, and the children elements held before.
    mutating func finishUpdate(forgetting identities: some Sequence<ViewIdentity>) {
        for identity in identities { entries[identity] = nil }
        previousContainers = [:]
    }

    private mutating func walk(
        _ nodes: [RenderNode], outer: [RenderEffect], isPhrasing: Bool, axis: RenderStack.Axis?, enclosing: ViewIdentity?, depth: Int,
        leaves: inout [ViewIdentity], presents: inout Bool, children: inout [Child]
    ) {
        for node in nodes {
            let effects = outer.isEmpty ? node.effects : node.effects + outer
            guard node.kindCase == .fragment else {
                leaves.append(node.id)
                let nodePresents = Self.presents(effects)
                if nodePresents { presents = true }
                children.append(Child(identity: node.id, kind: .node, count: nodePresents ? -1 : 1))
                guard LiveFragmentEmission.emitsChildrenDirectly(node) else { continue }
                var inner: [ViewIdentity] = [], innerPresents = false, innerChildren: [Child] = []
                walk(node.children, outer: [], isPhrasing: isPhrasing || LiveFragmentEmission.holdsPhrasing(node),
                     axis: LiveFragmentEmission.childFlexibilityAxis(of: node), enclosing: enclosing, depth: depth,
                     leaves: &inner, presents: &innerPresents, children: &innerChildren)
                let holdsViews = !innerPresents && innerChildren.contains { $0.kind != .node || containers[$0.identity] != nil }
                let previous = holdsViews ? containers.updateValue(innerChildren, forKey: node.id) : containers.removeValue(forKey: node.id)
                if let previous, previousContainers[node.id] == nil { previousContainers[node.id] = previous }
                continue
            }
            let content = node.children
            let empty = content.isEmpty && Self.presents(effects)
            guard let fragment = node.hostedFragment else {
                walk(content, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth,
                     leaves: &leaves, presents: &presents, children: &children)
                if empty {
                    presents = true
                    children.append(Child(identity: node.id, kind: .node, count: -1))
                }
                continue
            }
            if reusesKept, let entry = entries[node.id], entry.isKept(fragment, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth) {
                leaves += entry.leaves
                if entry.presents { presents = true }
                children.append(Child(identity: node.id, kind: .kept, count: entry.presents ? -1 : Int32(entry.leaves.count)))
                continue
            }
            var ownLeaves: [ViewIdentity] = [], ownPresents = false, ownChildren: [Child] = []
            walk(content, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: node.id, depth: depth + 1,
                 leaves: &ownLeaves, presents: &ownPresents, children: &ownChildren)
            entries[node.id] = Entry(
                fragment: ObjectIdentifier(fragment), object: fragment, revision: fragment.revision, outer: effects, isPhrasing: isPhrasing, axis: axis,
                enclosing: enclosing, depth: depth, leaves: ownLeaves, presents: ownPresents || empty,
                flexibility: axis.map { LiveFragmentEmission.flexibility(of: content, inStack: $0) }
            )
            leaves += ownLeaves
            if ownPresents || empty { presents = true }
            children.append(Child(identity: node.id, kind: .hosted, count: ownPresents || empty ? -1 : Int32(ownLeaves.count)))
        }
    }

    private static func presents(_ effects: [RenderEffect]) -> Bool {
        effects.contains { if case .presentation = $0 { true } else { false } }
    }
}

extension LiveFragmentIndex.Entry {
    /// Whether this entry still describes `fragment` at a place with these inputs: the view did
    /// not render again since it was emitted, and nothing around it that its emission depends on
    /// changed (effects of enclosing fragments are compared only when there are none).
    func isKept(_ fragment: RenderFragment, outer: [RenderEffect], isPhrasing: Bool, axis: RenderStack.Axis?, enclosing: ViewIdentity?, depth: Int) -> Bool {
        revision == fragment.revision && self.fragment == ObjectIdentifier(fragment) && object === fragment
            && self.isPhrasing == isPhrasing && self.axis == axis && self.enclosing == enclosing && self.depth == depth
            && outer.isEmpty && self.outer.isEmpty
    }
}
