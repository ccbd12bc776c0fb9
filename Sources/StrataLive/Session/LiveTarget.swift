import Strata

/// The render node an event names, with the effects that apply to it (its own and those of the
/// fragments around it) and the presentations it sits in, innermost last.
struct LiveTarget {
    let node: RenderNode
    let effects: [RenderEffect]
    let presentations: [RenderPresentation]
    /// Effects of the element nodes around the target, innermost first (for key handlers).
    let ancestorEffects: [[RenderEffect]]
    /// False when a modal (a presentation, or a view with the `isModal` trait) is shown and the
    /// target is not inside the topmost one: like SwiftUI, content behind a modal takes no events.
    let isReachable: Bool

    /// Finds the element node stamped with `id` (as `StrataHTML` stamps `data-s`).
    /// `mayShowModal` false (no modal on the page) lets the search stop at its node.
    static func find(_ id: String, in nodes: [RenderNode], mayShowModal: Bool = true) -> LiveTarget? {
        // Compared as numbers: a string per node visited would cost an allocation each.
        guard let bits = ViewIdentity.nodeIDBits(of: id) else { return nil }
        var search = Search(bits: bits, stopsAtTarget: !mayShowModal)
        RenderNode.walk(nodes, with: &search)
        guard let found = search.found else { return nil }
        // The topmost modal is the last one in document order (the browser's choice too).
        let isReachable = search.modalCount == 0 || found.modals.contains(search.modalCount)
        return LiveTarget(
            node: found.node, effects: found.effects, presentations: found.presentations,
            ancestorEffects: found.ancestors.reversed(), isReachable: isReachable
        )
    }

    /// Walks the whole tree: modals after the target still cover it.
    private struct Search: RenderTreeVisitor {
        /// The bits of the identity the node id keeps (`ViewIdentity.nodeIDBits`).
        let bits: UInt64
        let stopsAtTarget: Bool
        var isFinished: Bool { stopsAtTarget && found != nil }
        var found: (node: RenderNode, effects: [RenderEffect], presentations: [RenderPresentation], ancestors: [[RenderEffect]], modals: [Int])?
        var presentations: [RenderPresentation] = []
        var ancestors: [[RenderEffect]] = []
        /// How many modals were entered so far; each is numbered by its order.
        var modalCount = 0
        /// The modals around the current node, by number.
        var openModals: [Int] = []
        /// Per open element: whether it opened a modal.
        var elementOpensModal: [Bool] = []

        mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
            let isModal = effects.contains(where: Self.isModalTrait)
            if isModal {
                modalCount += 1
                openModals.append(modalCount)
            }
            elementOpensModal.append(isModal)
            if found == nil, node.id.nodeIDBits == bits {
                found = (node, effects, presentations, ancestors, openModals)
            }
            ancestors.append(effects)
            return true
        }

        mutating func leave(_ node: RenderNode) {
            ancestors.removeLast()
            if elementOpensModal.removeLast() { openModals.removeLast() }
        }

        mutating func enterPresentation(_ presentation: RenderPresentation) {
            presentations.append(presentation)
            modalCount += 1
            openModals.append(modalCount)
        }

        mutating func leavePresentation(_ presentation: RenderPresentation) {
            presentations.removeLast()
            openModals.removeLast()
        }

        private static func isModalTrait(_ effect: RenderEffect) -> Bool {
            if case .accessibility(.addTraits(let traits)) = effect { traits.contains(.isModal) } else { false }
        }
    }
}
