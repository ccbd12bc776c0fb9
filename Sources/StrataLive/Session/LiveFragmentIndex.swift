import Strata
import StrataHTML

/// Where each hosted composite view's output lies on a live page, and what its emission depends
/// on there: the effects of enclosing fragments, phrasing content, and the flexibility its
/// element container takes from it. With it, a view that re-rendered alone is emitted again
/// alone, and its old elements are found in the mirror DOM by their node ids.
///
/// Outputs inside modifier layers, presentations or controls' labels are not indexed: a change
/// there renders the whole page.
struct LiveFragmentIndex {
    /// One composite view's output, as last emitted.
    struct Entry {
        let fragment: ObjectIdentifier
        /// The output itself, while its view exists.
        weak var object: RenderFragment?
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

    private(set) var entries: [ViewIdentity: Entry] = [:]

    /// Indexes a whole page.
    mutating func rebuild(_ tree: [RenderNode]) {
        entries = [:]
        var leaves: [ViewIdentity] = [], presents = false
        walk(tree, outer: [], isPhrasing: false, axis: nil, enclosing: nil, depth: 0, leaves: &leaves, presents: &presents)
    }

    /// Indexes the output of the composite view `identity` again after it re-rendered; returns
    /// the updated entry.
    mutating func reindex(_ identity: ViewIdentity, children: [RenderNode]) -> Entry? {
        guard var entry = entries[identity] else { return nil }
        var leaves: [ViewIdentity] = [], presents = false
        walk(children, outer: entry.outer, isPhrasing: entry.isPhrasing, axis: entry.axis, enclosing: identity, depth: entry.depth + 1,
             leaves: &leaves, presents: &presents)
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

    private mutating func walk(
        _ nodes: [RenderNode], outer: [RenderEffect], isPhrasing: Bool, axis: RenderStack.Axis?, enclosing: ViewIdentity?, depth: Int,
        leaves: inout [ViewIdentity], presents: inout Bool
    ) {
        for node in nodes {
            let effects = outer.isEmpty ? node.effects : node.effects + outer
            guard node.kindCase == .fragment else {
                leaves.append(node.id)
                if Self.presents(effects) { presents = true }
                guard LiveFragmentEmission.emitsChildrenDirectly(node) else { continue }
                var inner: [ViewIdentity] = [], innerPresents = false
                walk(node.children, outer: [], isPhrasing: isPhrasing || LiveFragmentEmission.holdsPhrasing(node),
                     axis: LiveFragmentEmission.childFlexibilityAxis(of: node), enclosing: enclosing, depth: depth,
                     leaves: &inner, presents: &innerPresents)
                continue
            }
            let children = node.children
            let empty = children.isEmpty && Self.presents(effects)
            guard let fragment = node.hostedFragment else {
                walk(children, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth, leaves: &leaves, presents: &presents)
                if empty { presents = true }
                continue
            }
            var ownLeaves: [ViewIdentity] = [], ownPresents = false
            walk(children, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: node.id, depth: depth + 1, leaves: &ownLeaves, presents: &ownPresents)
            entries[node.id] = Entry(
                fragment: ObjectIdentifier(fragment), object: fragment, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth,
                leaves: ownLeaves, presents: ownPresents || empty,
                flexibility: axis.map { LiveFragmentEmission.flexibility(of: children, inStack: $0) }
            )
            leaves += ownLeaves
            if ownPresents || empty { presents = true }
        }
    }

    private static func presents(_ effects: [RenderEffect]) -> Bool {
        effects.contains { if case .presentation = $0 { true } else { false } }
    }
}
