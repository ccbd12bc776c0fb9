import Strata

/// Layout flexibility for the emitter: a node's own answer when it worked one out as it was
/// made (`RenderNode.ownFlexibility`), computed from its subtree otherwise. Only nodes above a
/// hosted fragment (whose output changes in place) need the computation.
typealias Flexibility = LayoutFlexibility

extension LayoutFlexibility {
    static func of(_ node: NodeRef, inStack axis: RenderStack.Axis?) -> Flexibility {
        var unrecorded = Memo.Recording.off
        return of(node, inStack: axis, recording: &unrecorded)
    }

    private static func of(_ node: NodeRef, inStack axis: RenderStack.Axis?, recording: inout Memo.Recording) -> Flexibility {
        var result: Flexibility
        if let leaf = ofLeaf(node.kindCase, inStack: axis) {
            result = leaf
        } else if let own = node.ownFlexibility {
            result = own
        } else {
            result = Flexibility()
            // Decided on the kind's case; the payload is read (copied) only where it matters.
            switch node.kindCase {
            case .fragment:
                // A hosted view's output that kept its children answers from its cache.
                if let axis, let cached = node.hostedFragment?.stackFlexibility(along: axis) {
                    result = cached
                    break
                }
                NodeRef.forEach(in: node.children) { child in
                    result.formUnion(of(child, inStack: axis, recording: &recording))
                    return true
                }
            case .button:
                // Recorded like a stack: the emitter asks for each button's flexibility too.
                result = recording.stack(node) { children(of: node, axis: .horizontal, recording: &$0) }
            case .stack:
                guard case .stack(let stack) = node.kind else { break }
                result = recording.stack(node) { children(of: node, axis: stack.axis, recording: &$0) }
            default:
                result = base(of: node)
            }
        }
        let effects = node.effects
        if !effects.isEmpty { result.apply(effects) }
        return result
    }

    /// A node's own flexibility before its frames: what its kind (and, for stacks, its children) gives it.
    /// Nodes work out their own answer when they are made (`RenderNode.ownFlexibility`); only stacks
    /// and buttons above a hosted fragment, and fragments (no element of their own), get here without one.
    static func base(of node: NodeRef) -> Flexibility {
        if let own = node.ownFlexibility { return own }
        switch node.kindCase {
        // A button or link takes its label's flexibility; the label lies in a row.
        case .button, .link: return children(of: node, axis: .horizontal)
        case .toggle:
            guard case .toggle(let toggle) = node.kind else { return Flexibility() }
            switch toggle.appearance {
            case .automatic?, .switch?: return Flexibility(width: true)
            case .button?, .checkbox?: return Flexibility()
            case nil: return children(of: node, axis: .horizontal)
            }
        case .stack:
            guard case .stack(let stack) = node.kind else { return Flexibility() }
            return children(of: node, axis: stack.axis)
        default: return Flexibility()
        }
    }

    /// The flexibility a stack gets from its children.
    static func children(of node: NodeRef, axis: RenderStack.Axis) -> Flexibility {
        var unrecorded = Memo.Recording.off
        return children(of: node, axis: axis, recording: &unrecorded)
    }

    private static func children(of node: NodeRef, axis: RenderStack.Axis, recording: inout Memo.Recording) -> Flexibility {
        var result = Flexibility()
        NodeRef.forEach(in: node.children) { child in
            // A hosted view's output without effects (each row of a list) answers from its
            // cache: the stack above a long list walks its rows on every update of the list.
            if child.kindCase == .fragment, !child.hasEffects, let fragment = child.hostedFragmentReference,
               let cached = fragment._withUnsafeGuaranteedRef({ $0.stackFlexibility(along: axis) }) {
                result.formUnion(cached)
            } else {
                result.formUnion(of(child, inStack: axis, recording: &recording))
            }
            return !(result.width && result.height)
        }
        return result
    }

    /// Stack and button flexibilities met while answering for an ancestor stack, kept in the order they were
    /// met (pre-order), which is the order an emitter asks for them next. Without it, every stack
    /// would walk its whole subtree again for each enclosing stack (O(nodes x depth)). Nodes that
    /// know their own answer are neither recorded nor looked up. A node not found at the cursor
    /// (a layer, a subtree cut short) is computed directly; answers stay exact.
    struct Memo {
        private var entries: [(node: ViewIdentity, value: Flexibility)] = []
        private var cursor = 0

        /// `Flexibility.base(of:)`, from the node itself or from the memo.
        mutating func base(of node: NodeRef) -> Flexibility {
            if let own = node.ownFlexibility { return own }
            let axis: RenderStack.Axis
            switch node.kindCase {
            case .stack:
                guard case .stack(let stack) = node.kind else { return Flexibility.base(of: node) }
                axis = stack.axis
            case .button:
                axis = .horizontal
            default:
                return Flexibility.base(of: node)
            }
            let id = node.id
            if cursor < entries.count {
                guard entries[cursor].node == id else { return Flexibility.children(of: node, axis: axis) }
                cursor += 1
                return entries[cursor - 1].value
            }
            entries.removeAll(keepingCapacity: true)
            cursor = 0
            var recording = Recording(isOn: true, entries: entries)
            entries = []
            let value = Flexibility.children(of: node, axis: axis, recording: &recording)
            entries = recording.entries
            return value
        }

        struct Recording {
            static var off: Recording { Recording(isOn: false) }

            var isOn: Bool
            var entries: [(node: ViewIdentity, value: Flexibility)] = []

            /// Computes a stack's flexibility, recording it (in pre-order) when recording is on.
            mutating func stack(_ node: NodeRef, _ compute: (inout Recording) -> Flexibility) -> Flexibility {
                guard isOn else { return compute(&self) }
                let slot = entries.count
                entries.append((node.id, Flexibility()))
                let value = compute(&self)
                entries[slot].value = value
                return value
            }
        }
    }

    /// How a frame changes flexibility (see `apply(_:)`), on two flags.
    static func apply(_ frame: RenderFrame, width: inout Bool, height: inout Bool) {
        var flexibility = Flexibility(width: width, height: height)
        flexibility.apply(frame)
        width = flexibility.width
        height = flexibility.height
    }
}
