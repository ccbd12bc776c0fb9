import Strata

/// Whether a node expands to the space offered, per axis, following SwiftUI: shapes, spacers and
/// frames with an infinite maximum are flexible, and a stack is flexible along an axis when one of
/// its children is. A fixed frame makes that axis rigid again.
struct Flexibility {
    var width = false
    var height = false

    static func of(_ node: NodeRef, inStack axis: RenderStack.Axis?) -> Flexibility {
        var unrecorded = Memo.Recording.off
        return of(node, inStack: axis, recording: &unrecorded)
    }

    private static func of(_ node: NodeRef, inStack axis: RenderStack.Axis?, recording: inout Memo.Recording) -> Flexibility {
        var result = Flexibility()
        // Decided on the kind's case; the payload is read (copied) only where it matters.
        switch node.kindCase {
        case .fragment:
            NodeRef.forEach(in: node.children) { child in
                result.formUnion(of(child, inStack: axis, recording: &recording))
                return true
            }
        case .spacer:
            result.width = axis != .vertical
            result.height = axis != .horizontal
        case .divider:
            result.width = axis == .vertical || axis == nil
            result.height = axis == .horizontal
        case .shape, .scrollView:
            result = Flexibility(width: true, height: true)
        case .button:
            // Recorded like a stack: the emitter asks for each button's flexibility too.
            result = recording.stack(node) { children(of: node, axis: .horizontal, recording: &$0) }
        case .image, .grid:
            result = base(of: node)
        case .stack:
            guard case .stack(let stack) = node.kind else { break }
            result = recording.stack(node) { children(of: node, axis: stack.axis, recording: &$0) }
        case .toggle, .textField, .progress, .slider, .picker:
            result.width = true
        case .link, .gridRow, .menu:
            break
        case .text:
            break
        }
        let effects = node.effects
        if !effects.isEmpty { apply(effects, to: &result) }
        return result
    }

    /// A node's own flexibility before its frames: what its kind (and, for stacks, its children) gives it.
    static func base(of node: NodeRef) -> Flexibility {
        switch node.kindCase {
        case .shape, .scrollView: return Flexibility(width: true, height: true)
        case .stack, .image, .grid: break
        // A button takes its label's flexibility, as in SwiftUI: a label with a spacer, or with
        // an infinite frame, widens the button. The label lies in a row.
        case .button: return children(of: node, axis: .horizontal)
        default: return Flexibility()
        }
        switch node.kind {
        case .stack(let stack): return children(of: node, axis: stack.axis)
        case .image(let image): return Flexibility(width: image.isResizable, height: image.isResizable)
        case .grid(let grid): return lazyGrid(grid)
        default: return Flexibility()
        }
    }

    /// Lazy grids fill the space along their cross axis; a `Grid` hugs its cells.
    static func lazyGrid(_ grid: RenderGrid) -> Flexibility {
        guard grid.tracks != nil else { return Flexibility() }
        return Flexibility(width: !grid.isHorizontal, height: grid.isHorizontal)
    }

    /// The flexibility a stack gets from its children.
    static func children(of node: NodeRef, axis: RenderStack.Axis) -> Flexibility {
        var unrecorded = Memo.Recording.off
        return children(of: node, axis: axis, recording: &unrecorded)
    }

    private static func children(of node: NodeRef, axis: RenderStack.Axis, recording: inout Memo.Recording) -> Flexibility {
        var result = Flexibility()
        NodeRef.forEach(in: node.children) { child in
            result.formUnion(of(child, inStack: axis, recording: &recording))
            return !(result.width && result.height)
        }
        return result
    }

    /// Stack and button flexibilities met while answering for an ancestor stack, kept in the order they were
    /// met (pre-order), which is the order an emitter asks for them next. Without it, every stack
    /// would walk its whole subtree again for each enclosing stack (O(nodes x depth)). A node not
    /// found at the cursor (a layer, a subtree cut short) is computed directly; answers stay exact.
    struct Memo {
        private var entries: [(node: ViewIdentity, value: Flexibility)] = []
        private var cursor = 0

        /// `Flexibility.base(of:)`, from the memo when the emitter reaches a recorded stack or button.
        mutating func base(of node: NodeRef) -> Flexibility {
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

    static func apply(_ effects: [RenderEffect], to result: inout Flexibility) {
        for index in effects.indices {
            guard case .frame(let frame) = effects[index] else { continue }
            apply(frame, width: &result.width, height: &result.height)
        }
    }

    /// How a frame changes flexibility: fixed sizes are rigid, an infinite maximum grows, and a
    /// finite maximum takes the offered size up to the cap (drawn with `width:100%`, not growth).
    static func apply(_ frame: RenderFrame, width: inout Bool, height: inout Bool) {
        if frame.width != nil { width = false }
        if frame.height != nil { height = false }
        if let maxWidth = frame.maxWidth { width = maxWidth == .infinity }
        if frame.maxHeight == .infinity { height = true }
    }

    mutating func formUnion(_ other: Flexibility) {
        width = width || other.width
        height = height || other.height
    }
}
