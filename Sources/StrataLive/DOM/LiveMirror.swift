/// The DOM a connected browser shows, kept by its session between events: the parsed page,
/// changed in place as patches go out, with its elements found by node id.
///
/// An element whose node id is not unique on the page (outside the wrappers of one node, which
/// share their node's id) is never looked up by that id: the caller falls back to the whole page.
final class LiveMirror {
    /// Stands for the live root element; its children are the page's top-level nodes.
    let root: LiveElement
    /// The innermost element of each node id.
    private var elements: [String: LiveElement] = [:]
    /// Ids found on more than one node.
    private var ambiguous: Set<String> = []
    /// How many elements are modal (`aria-modal`): while there are none, nothing on the page is
    /// behind a modal.
    private(set) var modalCount = 0

    init(roots: [LiveNode]) {
        root = LiveElement(tag: "main", attributes: [], children: roots, sourceRange: 0..<0, source: LiveSource([]), isSVG: false)
        for node in roots { index(node) }
    }

    var roots: [LiveNode] { root.children }

    /// Replaces the whole page.
    func replaceAll(with roots: [LiveNode]) {
        root.children = roots
        elements = [:]
        ambiguous = []
        modalCount = 0
        for case .element(let element) in roots { element.parent = root }
        for node in roots { index(node) }
    }

    /// The outermost element of the node with id `key` (its wrapper elements carry the same id);
    /// nil when there is none or the id is not unique.
    func outermostElement(_ key: String) -> LiveElement? {
        guard !ambiguous.contains(key), var element = elements[key] else { return nil }
        while let parent = element.parent, parent.key == key { element = parent }
        return element
    }

    /// The child indices from the live root to `element`: constant time per level while the
    /// children of its ancestors keep their places.
    func path(of element: LiveElement) -> [Int]? {
        var reversed: [Int] = []
        var node = element
        while let parent = node.parent {
            guard let index = position(of: node, in: parent) else { return nil }
            reversed.append(index)
            node = parent
        }
        return node === root ? reversed.reversed() : nil
    }

    /// Puts `new` where `old` is in the tree.
    func replace(_ old: LiveElement, with new: LiveElement) {
        guard let parent = old.parent, let position = position(of: old, in: parent) else { return }
        unindex(.element(old))
        parent.children[position] = .element(new)
        new.parent = parent
        new.indexInParent = position
        markPatched(from: parent)
        index(.element(new))
    }

    /// Gives `element` new attributes (with the same node id).
    func setAttributes(of element: LiveElement, to attributes: [(name: String, value: String)]) {
        if element.attribute("aria-modal") != nil { modalCount -= 1 }
        element.attributes = attributes
        if element.attribute("aria-modal") != nil { modalCount += 1 }
        markPatched(from: element)
    }

    /// Replaces the children of `parent` in `range` with `nodes`; those of `nodes` that were
    /// children of `parent` already (`kept`) keep their place in the index.
    func replaceChildren(of parent: LiveElement, in range: Range<Int>, with nodes: [LiveNode], kept: Set<ObjectIdentifier>) {
        for node in parent.children[range] {
            if case .element(let element) = node, kept.contains(ObjectIdentifier(element)) { continue }
            unindex(node)
        }
        parent.children.replaceSubrange(range, with: nodes)
        for (offset, node) in nodes.enumerated() {
            guard case .element(let element) = node else { continue }
            element.indexInParent = range.lowerBound + offset
            if kept.contains(ObjectIdentifier(element)) { continue }
            element.parent = parent
            index(node)
        }
        markPatched(from: parent)
    }

    /// Where `element` lies among the children of `parent`: its hint when that is right, else
    /// found by numbering the children again (once after each change to their order).
    private func position(of element: LiveElement, in parent: LiveElement) -> Int? {
        if let index = Self.check(element.indexInParent, of: element, in: parent) { return index }
        for (index, node) in parent.children.enumerated() {
            if case .element(let child) = node { child.indexInParent = index }
        }
        return Self.check(element.indexInParent, of: element, in: parent)
    }

    private static func check(_ index: Int, of element: LiveElement, in parent: LiveElement) -> Int? {
        guard index < parent.children.count, case .element(let child) = parent.children[index], child === element else { return nil }
        return index
    }

    /// Marks `element` and its ancestors as no longer showing the bytes they were parsed from.
    private func markPatched(from element: LiveElement) {
        var ancestor: LiveElement? = element
        while let current = ancestor, !current.isPatched {
            current.isPatched = true
            ancestor = current.parent
        }
    }

    private func index(_ node: LiveNode) {
        guard case .element(let element) = node else { return }
        if let key = element.key {
            if let existing = elements[key], existing !== element, !(element.parent === existing) {
                ambiguous.insert(key)
            }
            elements[key] = element
        }
        if element.attribute("aria-modal") != nil { modalCount += 1 }
        for child in element.children { index(child) }
    }

    private func unindex(_ node: LiveNode) {
        guard case .element(let element) = node else { return }
        if let key = element.key, elements[key] === element { elements[key] = nil }
        if element.attribute("aria-modal") != nil { modalCount -= 1 }
        for child in element.children { unindex(child) }
    }
}
