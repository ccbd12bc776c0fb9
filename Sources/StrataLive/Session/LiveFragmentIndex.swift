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
        /// The output itself, while its view exists (through its handle: no weak reference).
        let handle: ObjectHandle<RenderFragment>
        /// The output, while its view exists.
        var object: RenderFragment? { handle.object }
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
        /// Whether no effects apply to it (of its own fragment node or of fragments around it).
        var isPlain = true
        /// How many elements it writes.
        let count: Int32
        /// For a hosted view's output, its revision when it was indexed (`RenderFragment.revision`).
        var revision = 0
    }

    /// What the children of an element that writes its children in order take from the place
    /// the element lies in (the entries of hosted views among them were indexed with it).
    struct Place: Equatable {
        let isPhrasing: Bool
        let axis: RenderStack.Axis?
        let enclosing: ViewIdentity?
        let depth: Int
    }

    /// The children an element had when it was last indexed, read in order while it is indexed
    /// again: a hosted view found there (next, a few children further, or, after a few misses,
    /// anywhere) whose output kept its revision is known to be kept without looking its entry up.
    private struct PreviousChildren {
        static let none = PreviousChildren(list: [])
        let list: [Child]
        var position = 0
        private var misses = 0
        /// Where each child lies, once children were missed more than once.
        private var positions: [ViewIdentity: Int]?

        init(list: [Child]) { self.list = list }

        /// The previous child with `identity`; the children after it are looked at next.
        /// Inlined where the walk reads a long list: most children are the next one.
        @inline(__always)
        mutating func take(_ identity: ViewIdentity) -> Child? {
            if position < list.count, list[position].identity == identity {
                position += 1
                return list[position - 1]
            }
            return takeFurtherOn(identity)
        }

        private mutating func takeFurtherOn(_ identity: ViewIdentity) -> Child? {
            guard !list.isEmpty else { return nil }
            for ahead in position..<min(position + 3, list.count) where list[ahead].identity == identity {
                position = ahead + 1
                return list[ahead]
            }
            misses += 1
            guard misses > 1 else { return nil }
            if positions == nil {
                var found: [ViewIdentity: Int] = [:]
                found.reserveCapacity(list.count)
                for (at, child) in list.enumerated() where found[child.identity] == nil { found[child.identity] = at }
                positions = found
            }
            guard let at = positions?[identity] else { return nil }
            position = at + 1
            return list[at]
        }
    }

    private(set) var entries: [ViewIdentity: Entry] = [:]
    /// The children of each element that writes its children in order and holds hosted views
    /// (or such elements), keyed by the element's node id; none where a child writes a
    /// presentation (elements without node ids).
    private(set) var containers: [ViewIdentity: [Child]] = [:]
    /// The children `containers` held before the latest `reindex`, for the elements it changed.
    private(set) var previousContainers: [ViewIdentity: [Child]] = [:]
    /// Where the elements of `containers` lay when their children were indexed.
    private var containerPlaces: [ViewIdentity: Place] = [:]
    /// Whether the walk under way takes the entries of hosted views that did not render again as
    /// they are, without walking their outputs.
    private var reusesKept = false
    /// How many kept views were found in their element's previous children, in order, without
    /// looking their entries up (for tests).
    private(set) var keptInOrder = 0

    /// Indexes a whole page.
    mutating func rebuild(_ tree: [RenderNode]) {
        entries = [:]
        containers = [:]
        previousContainers = [:]
        containerPlaces = [:]
        reusesKept = false
        var leaves: [ViewIdentity] = [], presents = false, children: [Child] = [], previous = PreviousChildren.none
        walk(tree, outer: [], isPhrasing: false, axis: nil, enclosing: nil, depth: 0, leaves: &leaves, presents: &presents, children: &children, previous: &previous)
    }

    /// Indexes the output of the composite view `identity` again after it re-rendered; returns
    /// the updated entry. With `reusingKept`, hosted views inside it that did not render again
    /// keep their entries (their outputs are not walked) and are listed as `kept`.
    mutating func reindex(_ identity: ViewIdentity, children: [RenderNode], reusingKept: Bool = false) -> Entry? {
        guard var entry = entries[identity], let fragment = entry.object else { return nil }
        var leaves: [ViewIdentity] = [], presents = false, ownChildren: [Child] = [], previous = PreviousChildren.none
        previousContainers = [:]
        reusesKept = reusingKept
        walk(children, outer: entry.outer, isPhrasing: entry.isPhrasing, axis: entry.axis, enclosing: identity, depth: entry.depth + 1,
             leaves: &leaves, presents: &presents, children: &ownChildren, previous: &previous)
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

    /// Indexes `nodes`, appending to `leaves`, `presents` and `children` what they write at this
    /// level. `previous` holds the children listed before for the element being walked (none
    /// outside elements, whose leaves are then not kept).
    private mutating func walk(
        _ nodes: [RenderNode], outer: [RenderEffect], isPhrasing: Bool, axis: RenderStack.Axis?, enclosing: ViewIdentity?, depth: Int,
        leaves: inout [ViewIdentity], presents: inout Bool, children: inout [Child], previous: inout PreviousChildren
    ) {
        for position in nodes.indices {
            // A kept view found in its element's previous children: its entry is as it was. The
            // node is read in place (a copy would copy its arrays); most children of a long list
            // take this path.
            if reusesKept, nodes[position].kindCase == .fragment, let fragment = nodes[position].hostedFragmentReference,
               let before = previous.take(nodes[position].id) {
                if before.kind != .node, before.isPlain, before.revision == fragment._withUnsafeGuaranteedRef({ $0.revision }),
                   outer.isEmpty, nodes[position].effects.isEmpty {
                    if before.count < 0 { presents = true }
                    keptInOrder += 1
                    children.append(Child(identity: before.identity, kind: .kept, count: before.count, revision: before.revision))
                    continue
                }
            }
            let node = nodes[position]
            let effects = outer.isEmpty ? node.effects : node.effects + outer
            guard node.kindCase == .fragment else {
                leaves.append(node.id)
                let nodePresents = Self.presents(effects)
                if nodePresents { presents = true }
                children.append(Child(identity: node.id, kind: .node, isPlain: effects.isEmpty, count: nodePresents ? -1 : 1))
                _ = previous.take(node.id)  // keeps in step
                guard LiveFragmentEmission.emitsChildrenDirectly(node) else { continue }
                walkChildren(of: node, isPhrasing: isPhrasing, enclosing: enclosing, depth: depth)
                continue
            }
            let content = node.children
            let empty = content.isEmpty && Self.presents(effects)
            guard let fragment = node.hostedFragment else {
                walk(content, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth,
                     leaves: &leaves, presents: &presents, children: &children, previous: &previous)
                if empty {
                    presents = true
                    children.append(Child(identity: node.id, kind: .node, isPlain: false, count: -1))
                }
                continue
            }
            if reusesKept, let entry = entries[node.id], entry.isKept(fragment, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: enclosing, depth: depth) {
                leaves += entry.leaves
                if entry.presents { presents = true }
                children.append(Child(identity: node.id, kind: .kept, count: entry.presents ? -1 : Int32(entry.leaves.count), revision: entry.revision))
                continue
            }
            var ownLeaves: [ViewIdentity] = [], ownPresents = false, ownChildren: [Child] = [], none = PreviousChildren.none
            walk(content, outer: effects, isPhrasing: isPhrasing, axis: axis, enclosing: node.id, depth: depth + 1,
                 leaves: &ownLeaves, presents: &ownPresents, children: &ownChildren, previous: &none)
            entries[node.id] = Entry(
                fragment: ObjectIdentifier(fragment), handle: fragment.handle, revision: fragment.revision, outer: effects, isPhrasing: isPhrasing, axis: axis,
                enclosing: enclosing, depth: depth, leaves: ownLeaves, presents: ownPresents || empty,
                flexibility: axis.map { LiveFragmentEmission.flexibility(of: content, inStack: $0) }
            )
            leaves += ownLeaves
            if ownPresents || empty { presents = true }
            children.append(Child(identity: node.id, kind: .hosted, isPlain: effects.isEmpty, count: ownPresents || empty ? -1 : Int32(ownLeaves.count), revision: fragment.revision))
        }
    }

    /// Indexes the children of `node`, an element that writes its children in order, and keeps
    /// their list when they hold hosted views.
    private mutating func walkChildren(of node: RenderNode, isPhrasing: Bool, enclosing: ViewIdentity?, depth: Int) {
        let place = Place(isPhrasing: isPhrasing || LiveFragmentEmission.holdsPhrasing(node), axis: LiveFragmentEmission.childFlexibilityAxis(of: node),
                          enclosing: enclosing, depth: depth)
        var previous = PreviousChildren.none
        if reusesKept, containerPlaces[node.id] == place, let list = containers[node.id] { previous = PreviousChildren(list: list) }
        var inner: [ViewIdentity] = [], innerPresents = false, innerChildren: [Child] = []
        innerChildren.reserveCapacity(previous.list.count + 1)
        walk(node.children, outer: [], isPhrasing: place.isPhrasing, axis: place.axis, enclosing: enclosing, depth: depth,
             leaves: &inner, presents: &innerPresents, children: &innerChildren, previous: &previous)
        let holdsViews = !innerPresents && innerChildren.contains { $0.kind != .node || containers[$0.identity] != nil }
        let before = holdsViews ? containers.updateValue(innerChildren, forKey: node.id) : containers.removeValue(forKey: node.id)
        if holdsViews { containerPlaces[node.id] = place } else { containerPlaces[node.id] = nil }
        if let before, previousContainers[node.id] == nil { previousContainers[node.id] = before }
    }

    private static func presents(_ effects: [RenderEffect]) -> Bool {
        effects.contains(where: \.isPresentation)
    }
}

extension LiveFragmentIndex.Entry {
    /// Whether this entry still describes `fragment` at a place with these inputs: the view did
    /// not render again since it was emitted, and nothing around it that its emission depends on
    /// changed (effects of enclosing fragments are compared only when there are none).
    func isKept(_ fragment: RenderFragment, outer: [RenderEffect], isPhrasing: Bool, axis: RenderStack.Axis?, enclosing: ViewIdentity?, depth: Int) -> Bool {
        // Revisions are unique to an output: an equal one is the same fragment, unchanged.
        revision == fragment.revision
            && self.isPhrasing == isPhrasing && self.axis == axis && self.enclosing == enclosing && self.depth == depth
            && outer.isEmpty && self.outer.isEmpty
    }
}
