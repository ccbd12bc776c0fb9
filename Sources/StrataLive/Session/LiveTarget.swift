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
        for node in nodes where search.result == nil { search.visit(node, inherited: []) }
        return search.result
    }

    private struct Search {
        let id: String
        var result: LiveTarget?
        var presentations: [RenderPresentation] = []
        var ancestors: [[RenderEffect]] = []

        mutating func visit(_ node: RenderNode, inherited: [RenderEffect]) {
            let effects = inherited.isEmpty ? node.effects : node.effects + inherited
            if case .fragment = node.kind {
                for child in node.children where result == nil { visit(child, inherited: effects) }
            } else if node.id.description == id {
                result = LiveTarget(node: node, effects: effects, presentations: presentations, ancestorEffects: ancestors.reversed())
                return
            } else {
                ancestors.append(effects)
                visitContent(of: node, effects: effects)
                ancestors.removeLast()
            }
            for case .presentation(let presentation) in effects where result == nil {
                presentations.append(presentation)
                for presented in presentation.nodes where result == nil { visit(presented, inherited: []) }
                presentations.removeLast()
            }
        }

        private mutating func visitContent(of node: RenderNode, effects: [RenderEffect]) {
            for effect in effects where result == nil {
                switch effect {
                case .background(let layer), .overlay(let layer):
                    for layered in layer.nodes where result == nil { visit(layered, inherited: []) }
                default: break
                }
            }
            for child in node.children where result == nil { visit(child, inherited: []) }
            switch node.kind {
            case .menu(let items):
                for item in items where result == nil { visit(item, inherited: []) }
            case .picker(let picker):
                for option in picker.options where result == nil { visit(option.content, inherited: []) }
            default: break
            }
        }
    }
}
