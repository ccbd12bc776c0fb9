/// Computes the DOM operations that turn one live DOM into another.
///
/// Children are matched by their `data-s` key where they have a unique one, and by position and
/// tag otherwise. Matched children that keep their relative order (the longest increasing
/// subsequence of their old positions) stay put; only the others move. Subtrees whose HTML bytes
/// are unchanged are skipped without being visited.
struct LiveDiff {
    private(set) var operations: [LivePatchOperation] = []

    static func operations(from old: LiveDOM, to new: LiveDOM) -> [LivePatchOperation] {
        operations(from: old.roots, to: new.roots)
    }

    /// The operations that turn the top-level nodes `old` into `new`.
    static func operations(from old: [LiveNode], to new: [LiveNode]) -> [LivePatchOperation] {
        var diff = LiveDiff()
        diff.diffChildren(old, new, parent: [], isSVG: false)
        return diff.operations
    }

    /// The operations that turn the element at `path` into `new`, which has the same tag and key.
    static func operations(from old: LiveElement, to new: LiveElement, at path: [Int]) -> [LivePatchOperation] {
        var diff = LiveDiff()
        diff.diffNode(.element(old), .element(new), path: path)
        return diff.operations
    }

    /// The operations that turn the children of the element at `parent` from `offset` on (`old`)
    /// into `new`, leaving the children before and after them in place. Elements found in both
    /// (the same objects) are matched by their keys, which must be unique in both, and skipped.
    static func operations(fromChildren old: [LiveNode], to new: [LiveNode], parent: [Int], offset: Int) -> [LivePatchOperation] {
        var diff = LiveDiff()
        diff.diffChildren(old, new, parent: parent, isSVG: false, offset: offset)
        return diff.operations
    }

    /// The operations that give the element at `path` the attributes of `new`.
    static func attributeOperations(from old: LiveElement, to new: LiveElement, at path: [Int]) -> [LivePatchOperation] {
        var diff = LiveDiff()
        diff.diffAttributes(old, new, path: path)
        return diff.operations
    }

    // MARK: Children

    /// `offset` is the index, in the parent, of the first of `oldChildren` (and `newChildren`).
    private mutating func diffChildren(_ oldChildren: [LiveNode], _ newChildren: [LiveNode], parent: [Int], isSVG: Bool, offset: Int = 0) {
        let match = Self.match(oldChildren, newChildren)

        // Remove unmatched old children, last first, so earlier indices stay valid.
        var working: [Int] = []  // old indices still present, in DOM order; new inserts are -1 - newIndex
        for index in oldChildren.indices.reversed() where match.newIndexOfOld[index] == nil {
            operations.append(.remove(path: parent + [offset + index]))
        }
        for index in oldChildren.indices where match.newIndexOfOld[index] != nil { working.append(index) }

        // Place every new child right before its successor, last first; stable ones stay.
        let stable = Self.stableOldIndices(match.oldIndexOfNew)
        for newIndex in newChildren.indices.reversed() {
            // Where the child goes: right before its successor (found only for a child that moves
            // or is new; a scan of the working list per child would make long lists quadratic).
            var anchor: Int {
                guard newIndex < newChildren.count - 1 else { return working.count }
                let successor = match.oldIndexOfNew[newIndex + 1].map { $0 } ?? (-1 - (newIndex + 1))
                return working.firstIndex(of: successor) ?? working.count
            }
            if let oldIndex = match.oldIndexOfNew[newIndex] {
                guard !stable.contains(oldIndex), let from = working.firstIndex(of: oldIndex) else { continue }
                let anchor = anchor
                working.remove(at: from)
                let to = from < anchor ? anchor - 1 : anchor
                working.insert(oldIndex, at: to)
                if from != to { operations.append(.move(parent: parent, from: offset + from, to: offset + to)) }
            } else {
                let anchor = anchor
                working.insert(-1 - newIndex, at: anchor)
                operations.append(.insert(parent: parent, index: offset + anchor, html: newChildren[newIndex].html, svg: isSVG))
            }
        }

        for (newIndex, oldIndex) in match.oldIndexOfNew.enumerated() {
            guard let oldIndex else { continue }
            diffNode(oldChildren[oldIndex], newChildren[newIndex], path: parent + [offset + newIndex])
        }
    }

    private struct Match {
        var oldIndexOfNew: [Int?]
        var newIndexOfOld: [Int?]
    }

    /// Pairs old and new children: by unique key, else the next unkeyed old child of the same kind.
    private static func match(_ oldChildren: [LiveNode], _ newChildren: [LiveNode]) -> Match {
        var result = Match(oldIndexOfNew: Array(repeating: nil, count: newChildren.count),
                           newIndexOfOld: Array(repeating: nil, count: oldChildren.count))
        let oldKeys = uniqueKeys(oldChildren)
        let newKeys = uniqueKeys(newChildren)
        var unkeyedOld: [Int] = []
        for (index, child) in oldChildren.enumerated() {
            if let key = child.key, oldKeys[key] != nil, newKeys[key] != nil { continue }
            unkeyedOld.append(index)
        }
        var cursor = 0
        for (newIndex, child) in newChildren.enumerated() {
            if let key = child.key, let newPosition = newKeys[key], newPosition == newIndex, let oldIndex = oldKeys[key] {
                if sameKind(oldChildren[oldIndex], child) {
                    result.oldIndexOfNew[newIndex] = oldIndex
                    result.newIndexOfOld[oldIndex] = newIndex
                }
                continue
            }
            // Unkeyed: take the next unkeyed old child if it is of the same kind.
            guard cursor < unkeyedOld.count else { continue }
            let oldIndex = unkeyedOld[cursor]
            if sameKind(oldChildren[oldIndex], child) {
                result.oldIndexOfNew[newIndex] = oldIndex
                result.newIndexOfOld[oldIndex] = newIndex
                cursor += 1
            }
        }
        return result
    }

    /// Keys that occur exactly once, with their position.
    private static func uniqueKeys(_ children: [LiveNode]) -> [String: Int] {
        var positions: [String: Int] = [:]
        var duplicated: Set<String> = []
        for (index, child) in children.enumerated() {
            guard let key = child.key else { continue }
            if positions.updateValue(index, forKey: key) != nil { duplicated.insert(key) }
        }
        for key in duplicated { positions[key] = nil }
        return positions
    }

    private static func sameKind(_ a: LiveNode, _ b: LiveNode) -> Bool {
        switch (a, b) {
        case (.text, .text): true
        case let (.element(x), .element(y)): x.tag == y.tag && x.key == y.key
        default: false
        }
    }

    /// The old indices that keep their order: a longest increasing subsequence of the matched
    /// old indices taken in new order.
    static func stableOldIndices(_ oldIndexOfNew: [Int?]) -> Set<Int> {
        let sequence = oldIndexOfNew.compactMap { $0 }
        var tails: [Int] = []  // positions in `sequence`
        var previous = Array(repeating: -1, count: sequence.count)
        for (position, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: Set<Int> = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(sequence[position])
            position = previous[position]
        }
        return result
    }

    // MARK: Nodes

    private mutating func diffNode(_ oldNode: LiveNode, _ newNode: LiveNode, path: [Int]) {
        switch (oldNode, newNode) {
        case let (.text(a), .text(b)):
            if a != b { operations.append(.setText(path: path, text: b)) }
        case let (.element(a), .element(b)):
            if a === b || (!a.isPatched && a.bytes == b.bytes) { return }
            diffAttributes(a, b, path: path)
            diffChildren(a.children, b.children, parent: path, isSVG: b.isSVG || b.tag == "svg")
        default:
            break  // `match` pairs only nodes of the same kind
        }
    }

    private mutating func diffAttributes(_ a: LiveElement, _ b: LiveElement, path: [Int]) {
        for (name, value) in b.attributes where a.attribute(name) != value {
            operations.append(.setAttribute(path: path, name: name, value: value))
            if let property = Self.property(name, of: b.tag, value: value) {
                operations.append(.setProperty(path: path, name: name, value: property))
            }
        }
        for (name, _) in a.attributes where b.attribute(name) == nil {
            operations.append(.removeAttribute(path: path, name: name))
            if let property = Self.property(name, of: b.tag, value: nil) {
                operations.append(.setProperty(path: path, name: name, value: property))
            }
        }
    }

    /// The DOM property that mirrors an attribute a person can change by interacting.
    private static func property(_ name: String, of tag: String, value: String?) -> LivePropertyValue? {
        switch (tag, name) {
        case ("input", "value"), ("textarea", "value"): .string(value ?? "")
        case ("input", "checked"), ("option", "selected"), ("details", "open"): .bool(value != nil)
        default: nil
        }
    }
}
