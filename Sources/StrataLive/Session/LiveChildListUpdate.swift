import Strata
import StrataHTML

/// Brings an element of the mirror DOM up to date, child by child, with a node that writes its
/// children in order (a stack), after the view whose output holds the node rendered again.
///
/// Children that are hosted views which kept their output keep their elements as they are: they
/// are neither emitted nor parsed. The others are emitted and parsed alone. The children that
/// kept their places at both ends are skipped; between them the child list is diffed by key
/// (keyed moves kept, the same elements skipped), and the mirror's child list is changed in
/// place. The element's own attributes come from emitting it without its children. Nested
/// elements of the same kind are updated the same way. Where any of this cannot be exact, the
/// element is emitted whole (`replaceWhole`).
struct LiveChildListUpdate {
    let mirror: LiveMirror
    private(set) var operations: [LivePatchOperation] = []
    /// Hosted views whose outputs were emitted whole (from the current render tree).
    private(set) var emitted: [ViewIdentity] = []
    /// Hosted views whose outputs left the page.
    private(set) var removed: [ViewIdentity] = []

    init(mirror: LiveMirror) { self.mirror = mirror }

    enum Outcome {
        /// Updated child by child.
        case updated
        /// Not possible child by child; nothing was changed.
        case unchanged
        /// Partly done and then impossible: the mirror shows `operations` so far, and only the
        /// whole page will do.
        case broken
    }

    /// A child to emit or to update in place: its node and the effects of the fragments around it.
    private struct Placed {
        let node: RenderNode
        let outer: [RenderEffect]
    }

    /// Updates `element` (the outermost element of `node`, at `path`) child by child, with the
    /// children `index` lists for `node` now and before its latest `reindex`.
    mutating func update(_ node: RenderNode, outer: [RenderEffect], isPhrasing: Bool, element: LiveElement, path: [Int], index: LiveFragmentIndex) -> Outcome {
        guard LiveFragmentEmission.emitsChildrenDirectly(node),
              let old = index.previousContainers[node.id], let new = index.containers[node.id],
              let levels = Self.levels(of: node, outer: outer, isPhrasing: isPhrasing, element: element) else { return .unchanged }
        let container = levels[levels.count - 1].old
        var oldTotal = 0
        for child in old {
            guard child.count >= 0 else { return .unchanged }
            oldTotal += Int(child.count)
        }
        guard oldTotal == container.children.count else { return .unchanged }

        // The children that stay in place at both ends: kept views, and nested elements updated in place.
        func inPlace(_ a: LiveFragmentIndex.Child, _ b: LiveFragmentIndex.Child) -> Bool {
            guard a.identity == b.identity, a.count == b.count else { return false }
            switch b.kind {
            case .kept: return a.kind != .node
            case .node: return a.kind == .node && Self.isNested(b.identity, index: index)
            case .hosted: return false
            }
        }
        var prefix = 0, domPrefix = 0
        var nestedAtEnds: [(position: Int, offset: Int)] = []  // new positions and old offsets
        while prefix < old.count, prefix < new.count, inPlace(old[prefix], new[prefix]) {
            if new[prefix].kind == .node { nestedAtEnds.append((prefix, domPrefix)) }
            domPrefix += Int(old[prefix].count)
            prefix += 1
        }
        var oldEnd = old.count, newEnd = new.count, domOldEnd = oldTotal
        while oldEnd > prefix, newEnd > prefix, inPlace(old[oldEnd - 1], new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
            domOldEnd -= Int(old[oldEnd].count)
            if new[newEnd].kind == .node { nestedAtEnds.append((newEnd, domOldEnd)) }
        }

        // Where each child of the old middle lies in the element.
        var oldPlaces: [ViewIdentity: (offset: Int, child: LiveFragmentIndex.Child)] = [:]
        var offset = domPrefix
        for child in old[prefix..<oldEnd] {
            if oldPlaces.updateValue((offset, child), forKey: child.identity) != nil { return .unchanged }
            offset += Int(child.count)
        }

        // What becomes of each child of the new middle, and which nested elements are updated in place.
        enum Plan {
            case reuse(Range<Int>)
            case nested(oldOffset: Int)
            case emit
        }
        var plans: [Plan] = []
        plans.reserveCapacity(newEnd - prefix)
        var reused: Set<ViewIdentity> = []
        for child in new[prefix..<newEnd] {
            if let place = oldPlaces[child.identity], place.child.count == child.count, !reused.contains(child.identity) {
                if child.kind == .kept, place.child.kind != .node {
                    reused.insert(child.identity)
                    plans.append(.reuse(place.offset..<(place.offset + Int(child.count))))
                    continue
                }
                if child.kind == .node, place.child.kind == .node, Self.isNested(child.identity, index: index) {
                    reused.insert(child.identity)
                    plans.append(.nested(oldOffset: place.offset))
                    continue
                }
            }
            plans.append(.emit)
        }

        // The nodes of the children to emit or update in place (nested ones at both ends too).
        var wanted = Set(nestedAtEnds.map(\.position))
        for (at, plan) in zip(prefix..<newEnd, plans) {
            if case .reuse = plan { continue }
            wanted.insert(at)
        }
        var placed: [Int: Placed] = [:]
        if !wanted.isEmpty {
            var finder = ChildFinder(wanted: wanted.sorted())
            finder.find(in: node.children, outer: [])
            placed = finder.placed
            guard placed.count == wanted.count else { return .unchanged }
        }

        // Emit and parse the new children.
        let childIsPhrasing = isPhrasing || LiveFragmentEmission.holdsPhrasing(node)
        var parsed: [Int: [LiveNode]] = [:]
        for (at, plan) in zip(prefix..<newEnd, plans) {
            guard case .emit = plan, let child = placed[at] else { continue }
            let bytes = LiveFragmentEmission.bytes([child.node], outer: child.outer, isPhrasing: childIsPhrasing)
            guard let nodes = try? LiveDOMParser.parse(bytes, inSVG: false), nodes.count == Int(new[at].count),
                  nodes.allSatisfy({ $0.key != nil }) else { return .unchanged }
            parsed[at] = nodes
        }

        // Elements found in both the old and the new middle must be matched to themselves: their
        // keys must be unique in both.
        var oldKeys: [String: Int] = [:], newKeys: [String: Int] = [:]
        for node in container.children[domPrefix..<domOldEnd] {
            guard let key = node.key else { continue }
            oldKeys[key, default: 0] += 1
        }
        var reusedKeys: [String] = []
        for (at, plan) in zip(prefix..<newEnd, plans) {
            switch plan {
            case .reuse(let range):
                for node in container.children[range] {
                    guard let key = node.key else { return .unchanged }
                    reusedKeys.append(key)
                    newKeys[key, default: 0] += 1
                }
            case .nested(let oldOffset):
                guard let key = container.children[oldOffset].key else { return .unchanged }
                reusedKeys.append(key)
                newKeys[key, default: 0] += 1
            case .emit:
                for node in parsed[at] ?? [] {
                    if let key = node.key { newKeys[key, default: 0] += 1 }
                }
            }
        }
        guard reusedKeys.allSatisfy({ oldKeys[$0] == 1 && newKeys[$0] == 1 }) else { return .unchanged }

        // Everything is known: change the element's attributes, the nested elements, then the middle.
        for (depth, level) in levels.enumerated() {
            let levelPath = path + Array(repeating: 0, count: depth)
            let changes = LiveDiff.attributeOperations(from: level.old, to: level.new, at: levelPath)
            guard !changes.isEmpty else { continue }
            operations += changes
            mirror.setAttributes(of: level.old, to: level.new.attributes)
        }
        let containerPath = path + Array(repeating: 0, count: levels.count - 1)
        for (at, plan) in zip(prefix..<newEnd, plans) {
            guard case .nested(let oldOffset) = plan else { continue }
            guard updateNested(placed[at], at: oldOffset, in: container, path: containerPath, isPhrasing: childIsPhrasing, index: index) else { return .broken }
        }
        for (at, oldOffset) in nestedAtEnds {
            guard updateNested(placed[at], at: oldOffset, in: container, path: containerPath, isPhrasing: childIsPhrasing, index: index) else { return .broken }
        }

        var newMiddle: [LiveNode] = []
        var kept: Set<ObjectIdentifier> = []
        for (at, plan) in zip(prefix..<newEnd, plans) {
            switch plan {
            case .reuse(let range):
                for node in container.children[range] {
                    if case .element(let element) = node { kept.insert(ObjectIdentifier(element)) }
                    newMiddle.append(node)
                }
            case .nested(let oldOffset):
                let node = container.children[oldOffset]
                if case .element(let element) = node { kept.insert(ObjectIdentifier(element)) }
                newMiddle.append(node)
            case .emit:
                newMiddle += parsed[at] ?? []
                if new[at].kind != .node { emitted.append(new[at].identity) }
            }
        }
        let oldMiddle = Array(container.children[domPrefix..<domOldEnd])
        let newIdentities = Set(new[prefix..<newEnd].lazy.map(\.identity))
        for child in old[prefix..<oldEnd] where child.kind != .node && !newIdentities.contains(child.identity) {
            removed.append(child.identity)
        }
        guard !(oldMiddle.isEmpty && newMiddle.isEmpty) else { return .updated }
        operations += LiveDiff.operations(fromChildren: oldMiddle, to: newMiddle, parent: containerPath, offset: domPrefix)
        mirror.replaceChildren(of: container, in: domPrefix..<domOldEnd, with: newMiddle, kept: kept)
        return .updated
    }

    /// Emits `node` whole and diffs it against `element` (its outermost element, at `path`);
    /// false when its emission is not one element with the same key and tag.
    mutating func replaceWhole(_ node: RenderNode, outer: [RenderEffect], isPhrasing: Bool, element: LiveElement, path: [Int]) -> Bool {
        let bytes = LiveFragmentEmission.bytes([node], outer: outer, isPhrasing: isPhrasing)
        guard let parsed = try? LiveDOMParser.parse(bytes, inSVG: false), parsed.count == 1, case .element(let new) = parsed[0],
              new.key == element.key, new.tag == element.tag else { return false }
        operations += LiveDiff.operations(from: element, to: new, at: path)
        mirror.replace(element, with: new)
        return true
    }

    /// Updates the nested element at `offset` among `container`'s children, child by child or whole.
    private mutating func updateNested(_ placed: Placed?, at offset: Int, in container: LiveElement, path: [Int], isPhrasing: Bool, index: LiveFragmentIndex) -> Bool {
        guard let placed, offset < container.children.count, case .element(let element) = container.children[offset] else { return false }
        let elementPath = path + [offset]
        switch update(placed.node, outer: placed.outer, isPhrasing: isPhrasing, element: element, path: elementPath, index: index) {
        case .updated: return true
        case .broken: return false
        case .unchanged:
            guard replaceWhole(placed.node, outer: placed.outer, isPhrasing: isPhrasing, element: element, path: elementPath) else { return false }
            // The hosted views it holds were emitted whole, and those it held before are gone.
            let now = index.containers[placed.node.id] ?? [], before = index.previousContainers[placed.node.id] ?? []
            let held = Set(now.lazy.filter { $0.kind != .node }.map(\.identity))
            emitted += held
            removed += before.lazy.filter { $0.kind != .node && !held.contains($0.identity) }.map(\.identity)
            return true
        }
    }

    /// The element and its wrappers (outermost first), paired with the same levels of `node`
    /// emitted without its children; nil when they do not have the same shape.
    private static func levels(of node: RenderNode, outer: [RenderEffect], isPhrasing: Bool, element: LiveElement) -> [(old: LiveElement, new: LiveElement)]? {
        let bytes = LiveFragmentEmission.elementBytes(ofChildless: node, outer: outer, isPhrasing: isPhrasing)
        guard let parsed = try? LiveDOMParser.parse(bytes, inSVG: false), parsed.count == 1, case .element(var shell) = parsed[0],
              let key = element.key, shell.key == key else { return nil }
        var levels: [(old: LiveElement, new: LiveElement)] = []
        var current = element
        while true {
            guard current.tag == shell.tag, current.key == key else { return nil }
            levels.append((current, shell))
            if shell.children.isEmpty { return levels }
            guard shell.children.count == 1, case .element(let innerShell) = shell.children[0], innerShell.key == key,
                  current.children.count == 1, case .element(let inner) = current.children[0], inner.key == key else { return nil }
            shell = innerShell
            current = inner
        }
    }

    /// Whether the node `identity` is an element that writes its children in order, holds hosted
    /// views and was indexed as such before and now.
    private static func isNested(_ identity: ViewIdentity, index: LiveFragmentIndex) -> Bool {
        index.containers[identity] != nil && index.previousContainers[identity] != nil
    }

    /// Finds the children of an element at some positions (as `LiveFragmentIndex` lists them:
    /// numbered in order through fragments without views), with the effects of the fragments
    /// around each. Children before the last position wanted are counted, not copied.
    private struct ChildFinder {
        /// Positions in increasing order.
        let wanted: [Int]
        private var next = 0, counter = 0
        private(set) var placed: [Int: Placed] = [:]

        init(wanted: [Int]) { self.wanted = wanted }

        /// Returns false once every wanted child is found.
        @discardableResult
        mutating func find(in nodes: [RenderNode], outer: [RenderEffect]) -> Bool {
            guard next < wanted.count else { return false }
            for position in nodes.indices {
                if nodes[position].kindCase == .fragment, nodes[position].hostedFragment == nil {
                    let node = nodes[position]
                    let effects = outer.isEmpty ? node.effects : node.effects + outer
                    guard find(in: node.children, outer: effects) else { return false }
                    if node.children.isEmpty, effects.contains(where: \.isPresentation) { counter += 1 }
                    continue
                }
                if counter == wanted[next] {
                    placed[counter] = Placed(node: nodes[position], outer: outer)
                    next += 1
                    if next == wanted.count { return false }
                }
                counter += 1
            }
            return true
        }
    }
}
