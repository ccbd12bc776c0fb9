import Strata

/// Emission of part of a live page on its own, for incremental live updates: the HTML of some
/// nodes as the whole page's emission writes them at their place, given what that place passes
/// down (the effects of enclosing fragments, and whether the content must be phrasing content).
/// With node ids stamped, the emitter keeps no state across the document (hint ids name their
/// node), so such a part is byte-identical to its span of the whole page.
package enum LiveFragmentEmission {
    /// The HTML of `nodes` with `outer` effects applied to each (innermost first), stamped with
    /// node ids.
    package static func bytes(_ nodes: [RenderNode], outer: [RenderEffect], isPhrasing: Bool) -> [UInt8] {
        var emitter = NodeEmitter(capacity: 256, stampsNodeIDs: true)
        emitter.isPhrasing = isPhrasing
        emitter.emit(nodes, outer: outer)
        return emitter.writer.bytes
    }

    /// The HTML of `node` (a node that writes its children directly) with `outer` effects
    /// applied, without its children: its element, wrappers and classes as the whole page writes
    /// them, with the innermost element empty.
    package static func elementBytes(ofChildless node: RenderNode, outer: [RenderEffect], isPhrasing: Bool) -> [UInt8] {
        var emitter = NodeEmitter(capacity: 256, stampsNodeIDs: true)
        emitter.isPhrasing = isPhrasing
        emitter.childlessNode = node.id
        emitter.emit([node], outer: outer)
        return emitter.writer.bytes
    }

    /// Whether the elements of `node`'s children lie in phrasing content (`button`, `label`).
    package static func holdsPhrasing(_ node: RenderNode) -> Bool {
        node.kindCase.holdsPhrasing(node.kind)
    }

    /// Whether the emitter writes `node`'s children, in order, straight inside its element (so
    /// they get no context besides phrasing): stacks, buttons, scroll views, links and grids.
    package static func emitsChildrenDirectly(_ node: RenderNode) -> Bool {
        switch node.kindCase {
        case .stack, .button, .scrollView, .link, .grid, .gridRow, .spacer, .divider: true
        default: false
        }
    }

    /// The axis along which a node's children give it flexibility, or nil when they give it
    /// none (its element's classes do not depend on them).
    package static func childFlexibilityAxis(of node: RenderNode) -> RenderStack.Axis? {
        switch node.kind {
        case .stack(let stack): stack.axis
        case .button, .link: .horizontal
        case .toggle(let toggle): toggle.appearance == nil ? .horizontal : nil
        default: nil
        }
    }

    /// What `nodes` (the children of a fragment) give the node they lie in, along `axis`.
    package static func flexibility(of nodes: [RenderNode], inStack axis: RenderStack.Axis) -> LayoutFlexibility {
        var result = LayoutFlexibility()
        NodeRef.forEach(in: nodes) { node in
            result.formUnion(Flexibility.of(node, inStack: axis))
            return true
        }
        return result
    }
}
