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

    /// The child indices from the live root to `element`.
    func path(of element: LiveElement) -> [Int]? {
        var reversed: [Int] = []
        var node = element
        while let parent = node.parent {
            guard let index = parent.children.firstIndex(where: { if case .element(let child) = $0 { child === node } else { false } }) else { return nil }
            reversed.append(index)
            node = parent
        }
        return node === root ? reversed.reversed() : nil
    }

    /// Puts `new` where `old` is in the tree.
    func replace(_ old: LiveElement, with new: LiveElement) {
        guard let parent = old.parent,
              let position = parent.children.firstIndex(where: { if case .element(let child) = $0 { child === old } else { false } }) else { return }
        unindex(.element(old))
        parent.children[position] = .element(new)
        new.parent = parent
        var ancestor: LiveElement? = parent
        while let element = ancestor, !element.isPatched {
            element.isPatched = true
            ancestor = element.parent
        }
        index(.element(new))
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
