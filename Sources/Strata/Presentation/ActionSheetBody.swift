/// A confirmation dialog's content in the three parts iOS draws as an action sheet at phone width.
/// `RenderPresentation.nodes` holds the same nodes, in order: header, actions, cancel.
public struct RenderActionSheet {
    /// The title (when its visibility says so) and the message, drawn small above the actions.
    public var header: [RenderNode]
    /// The buttons of the group, in order.
    public var actions: [RenderNode]
    /// The buttons with the cancel role, drawn apart below the group; a "Cancel" button is added
    /// when the actions have none, as iOS does.
    public var cancel: [RenderNode]
}

/// Presented content that splits itself into an action sheet's parts.
protocol ActionSheetParts {
    func parts(inputs: _ViewInputs) -> RenderActionSheet
}

/// The body of a confirmation dialog, split into `RenderActionSheet`'s parts.
nonisolated struct _ActionSheetBody<Actions: View, Message: View>: View, ActionSheetParts {
    let title: String
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let parts = view.parts(inputs: inputs)
        outputs.nodes += parts.header + parts.actions + parts.cancel
    }

    /// On iOS a confirmation dialog shows its title only when asked to (`.visible`).
    func parts(inputs: _ViewInputs) -> RenderActionSheet {
        var header = _ViewOutputs()
        if titleVisibility == .visible {
            Self.make(
                Text(verbatim: title).font(.footnote).fontWeight(.semibold).foregroundStyle(.secondary)
                    .multilineTextAlignment(.center).accessibilityAddTraits(.isHeader),
                inputs.child(0), &header
            )
        }
        Self.make(message.font(.footnote).foregroundStyle(.secondary).multilineTextAlignment(.center), inputs.child(1), &header)
        var rendered = _ViewOutputs()
        Actions._makeView(actions, inputs: inputs.child(2), outputs: &rendered)
        var sheet = RenderActionSheet(header: header.nodes, actions: [], cancel: [])
        Self.partition(rendered.nodes, into: &sheet)
        if sheet.cancel.isEmpty {
            var cancel = _ViewOutputs()
            Self.make(Button("Cancel", role: .cancel) {}, inputs.child(3), &cancel)
            sheet.cancel = cancel.nodes
        }
        return sheet
    }

    private static func make<V: View>(_ view: V, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        V._makeView(view, inputs: inputs, outputs: &outputs)
    }

    /// Sorts buttons with the cancel role out of the actions. Groups (`ForEach`, `Group`) are
    /// opened, their effects handed to each child as the render tree walk does. A group that
    /// presents something, or a composite view's output (which re-renders in place), stays whole
    /// among the actions.
    private static func partition(_ nodes: [RenderNode], into sheet: inout RenderActionSheet) {
        for node in nodes {
            if case .fragment = node.kind, case .own = node.childStorage, !node.effects.contains(where: \.isPresentation) {
                let children = node.children.map { child in
                    var child = child
                    child.effects += node.effects
                    return child
                }
                partition(children, into: &sheet)
            } else if case .button(let button) = node.kind, button.role == .cancel {
                sheet.cancel.append(node)
            } else {
                sheet.actions.append(node)
            }
        }
    }
}
