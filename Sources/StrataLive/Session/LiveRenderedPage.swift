import Strata
import StrataHTML

/// The page a session's browser shows, and how it follows the render tree. After an event, a
/// composite view that re-rendered alone is emitted again alone: each element at the top of its
/// output is diffed against the same element of the mirror DOM (found by node id) and takes its
/// place there. Where that cannot be exact (the top of the output changed, it presents a sheet,
/// it changed the flexibility its container takes from it), the enclosing view's output is
/// emitted again instead, and at the top of the page the whole page is (`update(_:tree:)`).
///
/// While no browser is connected only a digest of the page is kept (`release()`); the page is
/// rendered again from state when one connects, and counts as changed only if its digest did.
struct LiveRenderedPage {
    /// The whole page's bytes, when known (emitted whole, and not changed in parts since).
    private var bytes: [UInt8]?
    /// The DOM the browser shows; parsed from `bytes` at the first change.
    private var mirror: LiveMirror?
    private var fragments = LiveFragmentIndex()
    private var isIndexed = false
    /// Kept instead of the bytes while the page is released.
    private var digest: Digest?
    /// How many updates went through parts of the page, and how many through the whole page.
    private(set) var partialUpdates = 0, wholeUpdates = 0
    /// How many views' outputs were updated child by child.
    private(set) var childListUpdates = 0
    /// How many kept views the index found in order, without looking them up (for tests).
    var keptInOrder: Int { fragments.keptInOrder }

    init(tree: [RenderNode]) {
        bytes = HTMLSerializer.fragmentBytes(tree, stampsNodeIDs: true)
        fragments.rebuild(tree)
        isIndexed = true
    }

    /// Whether the page's bytes are known without rendering (false after `release()`).
    var isRendered: Bool { bytes != nil || mirror != nil }

    /// The whole page; `tree` must be the render tree the page currently shows.
    mutating func pageBytes(tree: [RenderNode]) -> [UInt8] {
        if let bytes { return bytes }
        let page = HTMLSerializer.fragmentBytes(tree, stampsNodeIDs: true)
        bytes = page
        return page
    }

    /// Keeps only a digest of the page. `currentTree` reads the render tree when it shows the
    /// browser's page (nil when changes are pending: the page then counts as changed).
    mutating func release(currentTree: (() -> [RenderNode])?) {
        if bytes == nil, mirror != nil, let currentTree { bytes = HTMLSerializer.fragmentBytes(currentTree(), stampsNodeIDs: true) }
        digest = bytes.map(Digest.init)
        bytes = nil
        mirror = nil
        fragments = LiveFragmentIndex()
        isIndexed = false
    }

    /// The operations that bring the browser's page up to date with `changes` to the render tree
    /// (`tree()` reads the current tree); nil when the page did not change.
    mutating func update(_ changes: RenderChanges, tree: () -> [RenderNode]) -> [LivePatchOperation]? {
        switch changes {
        case .whole:
            return whole(tree(), operations: [])
        case .fragments(let changed):
            guard !changed.isEmpty else { return nil }
            guard isIndexed, ensureMirror() else { return whole(tree(), operations: []) }
            var operations: [LivePatchOperation] = []
            // Views whose whole output was emitted (or left the page), and views updated child by
            // child (the outputs of views inside them that kept theirs were not looked at).
            var done: Set<ViewIdentity> = [], partial: Set<ViewIdentity> = []
            for change in changed.sorted(by: { $0.depth < $1.depth }) {
                if done.contains(change.identity) || partial.contains(change.identity) || fragments.isInside(change.identity, anyOf: done) { continue }
                guard let emitted = emitAgain(change.identity, fragment: change.fragment, childByChild: true, into: &operations) else {
                    return whole(tree(), operations: operations)
                }
                if emitted.isWhole {
                    done.insert(emitted.identity)
                } else {
                    partial.insert(emitted.identity)
                    childListUpdates += 1
                    done.formUnion(emitted.inside)
                }
            }
            partialUpdates += 1
            bytes = nil
            return operations.isEmpty ? nil : operations
        }
    }

    /// Whether the browser's page may show a modal (false only when its DOM is known to have
    /// none), parsing the page if its DOM is not known yet.
    mutating func mayShowModal() -> Bool {
        guard ensureMirror(), let mirror else { return true }
        return mirror.modalCount > 0
    }

    private mutating func ensureMirror() -> Bool {
        if mirror != nil { return true }
        guard let bytes, let dom = try? LiveDOMParser.parse(bytes) else { return false }
        mirror = LiveMirror(roots: dom.roots)
        return true
    }

    /// What `emitAgain` emitted: the output of `identity` whole, or child by child (then
    /// `inside` lists the views inside it whose outputs were emitted whole or left the page).
    private struct Emitted {
        let identity: ViewIdentity
        let isWhole: Bool
        var inside: [ViewIdentity] = []
    }

    /// Emits the output of `identity` again (or of an enclosing view's, when its own cannot be
    /// placed exactly) and appends the operations; returns what was emitted, nil when only the
    /// whole page will do. With `childByChild`, elements that write their children in order are
    /// updated child by child (`LiveChildListUpdate`).
    private mutating func emitAgain(_ identity: ViewIdentity, fragment: RenderFragment, childByChild: Bool, into operations: inout [LivePatchOperation]) -> Emitted? {
        guard let old = fragments[identity], old.fragment == ObjectIdentifier(fragment), let mirror else { return nil }
        let children = fragment.children
        guard let new = fragments.reindex(identity, children: children, reusingKept: childByChild) else { return nil }
        guard !old.presents, !new.presents, !old.leaves.isEmpty, old.leaves == new.leaves, old.flexibility == new.flexibility else {
            guard let enclosing = old.enclosing, let outer = fragments[enclosing], let enclosingFragment = outer.object else { return nil }
            return emitAgain(enclosing, fragment: enclosingFragment, childByChild: false, into: &operations)
        }
        var leaves: [(node: RenderNode, outer: [RenderEffect])] = []
        Self.collectLeaves(children, outer: new.outer, into: &leaves)
        var update = LiveChildListUpdate(mirror: mirror)
        var isWhole = true
        defer { operations += update.operations }
        for (node, outer) in leaves {
            guard let previous = mirror.outermostElement(node.id.description), let path = mirror.path(of: previous) else { return nil }
            if childByChild {
                switch update.update(node, outer: outer, isPhrasing: new.isPhrasing, element: previous, path: path, index: fragments) {
                case .updated:
                    isWhole = false
                    continue
                case .broken: return nil
                case .unchanged: break
                }
            }
            guard update.replaceWhole(node, outer: outer, isPhrasing: new.isPhrasing, element: previous, path: path) else { return nil }
        }
        fragments.finishUpdate(forgetting: update.removed)
        return isWhole ? Emitted(identity: identity, isWhole: true) : Emitted(identity: identity, isWhole: false, inside: update.emitted + update.removed)
    }

    /// The nodes with elements at the top of `nodes` (through fragments), each with the effects
    /// its enclosing fragments apply to it.
    private static func collectLeaves(_ nodes: [RenderNode], outer: [RenderEffect], into leaves: inout [(node: RenderNode, outer: [RenderEffect])]) {
        for node in nodes {
            if node.kindCase == .fragment {
                collectLeaves(node.children, outer: node.effects.isEmpty ? outer : node.effects + outer, into: &leaves)
            } else {
                leaves.append((node, outer))
            }
        }
    }

    /// Emits the whole page and diffs it against the browser's (after `operations`, which the
    /// mirror already shows).
    private mutating func whole(_ tree: [RenderNode], operations: [LivePatchOperation]) -> [LivePatchOperation]? {
        wholeUpdates += 1
        let next = HTMLSerializer.fragmentBytes(tree, stampsNodeIDs: true)
        fragments.rebuild(tree)
        isIndexed = true
        defer { bytes = next }
        if let mirror {
            guard let dom = try? LiveDOMParser.parse(next) else {
                self.mirror = nil
                return operations + [.replaceAll(html: String(decoding: next, as: UTF8.self))]
            }
            let more = LiveDiff.operations(from: mirror.roots, to: dom.roots)
            mirror.replaceAll(with: dom.roots)
            let all = operations + more
            return all.isEmpty ? nil : all
        }
        if let bytes {
            if bytes == next { return nil }
            // The emitter writes well-formed markup; should it ever not, the content is resent whole.
            guard let old = try? LiveDOMParser.parse(bytes), let new = try? LiveDOMParser.parse(next) else {
                return [.replaceAll(html: String(decoding: next, as: UTF8.self))]
            }
            mirror = LiveMirror(roots: new.roots)
            return LiveDiff.operations(from: old, to: new)
        }
        // Released: the browser shows the page whose digest was kept (or nothing yet).
        defer { digest = nil }
        if let digest, digest == Digest(next) { return nil }
        return [.replaceAll(html: String(decoding: next, as: UTF8.self))]
    }

    /// Two independent 64-bit hashes of a page.
    private struct Digest: Equatable {
        let first: Int, second: Int
        init(_ bytes: [UInt8]) {
            var a = Hasher(), b = Hasher()
            a.combine(0x5354)
            b.combine(0x4154)
            bytes.withUnsafeBytes { a.combine(bytes: $0); b.combine(bytes: $0) }
            first = a.finalize()
            second = b.finalize()
        }
    }
}
