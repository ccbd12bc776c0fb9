import Strata

/// The render node an event names, with the effects that apply to it (its own and those of the
/// fragments around it) and the presentations it sits in, innermost last.
struct LiveTarget {
    let node: RenderNode
    let effects: [RenderEffect]
    let presentations: [RenderPresentation]
    /// Effects of the element nodes around the target, innermost first (for key handlers).
    let ancestorEffects: [[RenderEffect]]

    /// Finds the element node stamped with `id` (as `StrataHTML` stamps `data-s`).
    static func find(_ id: String, in nodes: [RenderNode]) -> LiveTarget? {
        var search = Search(id: id)
        RenderNode.walk(nodes, with: &search)
        return search.result
    }

    private struct Search: RenderTreeVisitor {
        let id: String
        var result: LiveTarget?
        var presentations: [RenderPresentation] = []
        var ancestors: [[RenderEffect]] = []

        var isFinished: Bool { result != nil }

        mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
            if node.id.description == id {
                result = LiveTarget(node: node, effects: effects, presentations: presentations, ancestorEffects: ancestors.reversed())
                return false
            }
            ancestors.append(effects)
            return true
        }

        mutating func leave(_ node: RenderNode) {
            if result == nil { ancestors.removeLast() }
        }

        mutating func enterPresentation(_ presentation: RenderPresentation) { presentations.append(presentation) }
        mutating func leavePresentation(_ presentation: RenderPresentation) { presentations.removeLast() }
    }
}
