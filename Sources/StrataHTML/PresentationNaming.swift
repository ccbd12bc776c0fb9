import Strata

/// How a presented view names its dialog: a single root marked with the `.isModal` trait makes
/// an alert dialog whose accessibility label and hint become the dialog's name and description
/// (and leave the root, where they would repeat the dialog's).
struct PresentationNaming {
    var isAlert = false
    var label: String?
    var description: String?
    var nodes: [RenderNode]

    init(_ presentation: RenderPresentation) {
        nodes = presentation.nodes
        guard presentation.kind == .sheet, nodes.count == 1, let root = nodes.first else { return }
        for case .accessibility(.addTraits(let traits)) in root.effects where traits.contains(.isModal) { isAlert = true }
        guard isAlert else { return }
        var kept: [RenderEffect] = []
        for effect in root.effects {
            switch effect {
            case .accessibility(.label(let text)): label = text
            case .accessibility(.hint(let text)): description = text
            case .accessibility(.addTraits(let traits)) where traits == .isModal: break
            default: kept.append(effect)
            }
        }
        nodes = [RenderNode(id: root.id, kind: root.kind, effects: kept, children: root.children)]
    }
}
