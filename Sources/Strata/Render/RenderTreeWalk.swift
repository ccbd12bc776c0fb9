/// Receives the nodes of a render tree as interactive back ends see them (see `RenderNode.walk`).
public protocol RenderTreeVisitor {
    /// An element node (any node but a fragment), with the effects that apply to it: its own,
    /// then those of the fragments around it. Return whether to visit what it contains.
    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool
    /// Called after an element and what it contains have been visited, whatever `enter` returned.
    mutating func leave(_ node: RenderNode)
    /// Presented content (an alert, dialog or sheet) is about to be visited.
    mutating func enterPresentation(_ presentation: RenderPresentation)
    mutating func leavePresentation(_ presentation: RenderPresentation)
    /// True once the visitor needs nothing more (a search that found its node).
    var isFinished: Bool { get }
}

extension RenderTreeVisitor {
    public mutating func leave(_ node: RenderNode) {}
    public mutating func enterPresentation(_ presentation: RenderPresentation) {}
    public mutating func leavePresentation(_ presentation: RenderPresentation) {}
    public var isFinished: Bool { false }
}

extension RenderNode {
    /// Walks `nodes` in document order. Fragments are transparent: their effects apply to their
    /// children. An element contains its background layers, its children, its overlay layers,
    /// then its menu items and picker options. Content a node presents is visited after the node.
    public static func walk<Visitor: RenderTreeVisitor>(_ nodes: [RenderNode], with visitor: inout Visitor) {
        for node in nodes where !visitor.isFinished { walk(node, inherited: [], with: &visitor) }
    }

    private static func walk<Visitor: RenderTreeVisitor>(
        _ node: RenderNode, inherited: [RenderEffect], with visitor: inout Visitor
    ) {
        let effects = inherited.isEmpty ? node.effects : node.effects + inherited
        if case .fragment = node.kind {
            for child in node.children where !visitor.isFinished { walk(child, inherited: effects, with: &visitor) }
        } else {
            if visitor.enter(node, effects: effects) { walkContent(of: node, effects: effects, with: &visitor) }
            visitor.leave(node)
        }
        for case .presentation(let presentation) in node.effects where !visitor.isFinished {
            visitor.enterPresentation(presentation)
            walk(presentation.nodes, with: &visitor)
            visitor.leavePresentation(presentation)
        }
    }

    private static func walkContent<Visitor: RenderTreeVisitor>(
        of node: RenderNode, effects: [RenderEffect], with visitor: inout Visitor
    ) {
        for case .background(let layer) in effects where !visitor.isFinished { walk(layer.nodes, with: &visitor) }
        walk(node.children, with: &visitor)
        for case .overlay(let layer) in effects where !visitor.isFinished { walk(layer.nodes, with: &visitor) }
        switch node.kind {
        case .menu(let items):
            walk(items, with: &visitor)
        case .picker(let picker):
            for option in picker.options where !visitor.isFinished { walk([option.content], with: &visitor) }
        default:
            break
        }
    }
}

extension RenderNode {
    /// What `read` finds on this node or, through single-child fragments (the node a composite
    /// view gets in a hosted graph, wrapping its body's node), on the node they wrap.
    func throughWrappers<Value>(_ read: (RenderNode) -> Value?) -> Value? {
        if let value = read(self) { return value }
        if case .fragment = kind, children.count == 1 { return children[0].throughWrappers(read) }
        return nil
    }
}
