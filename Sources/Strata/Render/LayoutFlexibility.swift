/// Whether a node expands to the space offered, per axis, following SwiftUI: shapes, spacers and
/// frames with an infinite maximum are flexible, and a stack is flexible along an axis when one of
/// its children is. A fixed frame makes that axis rigid again.
///
/// A node works out its own flexibility (from its kind and children) when it is made, while its
/// children are still in cache, so back ends need not walk whole subtrees again to lay it out.
@usableFromInline
package struct LayoutFlexibility: Equatable, Sendable {
    @usableFromInline package var width = false
    @usableFromInline package var height = false

    @inlinable
    package init(width: Bool = false, height: Bool = false) {
        self.width = width
        self.height = height
    }

    @inlinable
    package mutating func formUnion(_ other: LayoutFlexibility) {
        width = width || other.width
        height = height || other.height
    }

    /// What a node of a kind that needs neither its payload nor its children gives a stack along
    /// `axis` (nil outside a stack); nil for the kinds decided by their payload or children.
    @inlinable
    package static func ofLeaf(_ kindCase: RenderKind.Case, inStack axis: RenderStack.Axis?) -> LayoutFlexibility? {
        switch kindCase {
        case .spacer: LayoutFlexibility(width: axis != .vertical, height: axis != .horizontal)
        case .divider: LayoutFlexibility(width: axis == .vertical || axis == nil, height: axis == .horizontal)
        case .shape, .scrollView: LayoutFlexibility(width: true, height: true)
        case .textField, .progress, .slider, .picker: LayoutFlexibility(width: true)
        case .gridRow, .menu, .text: LayoutFlexibility()
        case .fragment, .stack, .button, .link, .image, .grid, .toggle: nil
        }
    }

    /// Lazy grids fill the space along their cross axis; a `Grid` hugs its cells.
    @inlinable
    package static func ofGrid(_ grid: RenderGrid) -> LayoutFlexibility {
        guard grid.tracks != nil else { return LayoutFlexibility() }
        return LayoutFlexibility(width: !grid.isHorizontal, height: grid.isHorizontal)
    }

    /// Applies the frames among `effects`, in order.
    @inlinable
    package mutating func apply(_ effects: [RenderEffect]) {
        for index in effects.indices {
            guard case .frame(let frame) = effects[index] else { continue }
            apply(frame)
        }
    }

    /// How a frame changes flexibility: fixed sizes are rigid, and a maximum width takes the
    /// offered width up to the cap, as in SwiftUI (infinite: all of it; finite: a capped full
    /// width, so the stacks around it take the offered width too). Only an infinite maximum
    /// height grows: a page's height is unbounded.
    @inlinable
    package mutating func apply(_ frame: RenderFrame) {
        if frame.width != nil { width = false }
        if frame.height != nil { height = false }
        if frame.maxWidth != nil { width = true }
        if frame.maxHeight == .infinity { height = true }
    }
}

extension RenderNode {
    /// The node's flexibility from its kind and children, before its own frames; nil when it can
    /// change without this node being made again (a hosted fragment's output lies below it, or
    /// it is a fragment, whose answer depends on the stack it lies in).
    @inlinable
    package var ownFlexibility: LayoutFlexibility? {
        flexibilityBits & Self.flexibilityKnown == 0
            ? nil
            : LayoutFlexibility(width: flexibilityBits & 1 != 0, height: flexibilityBits & 2 != 0)
    }

    @usableFromInline static var flexibilityKnown: UInt8 { 4 }

    @usableFromInline
    static func encode(_ flexibility: LayoutFlexibility?) -> UInt8 {
        guard let flexibility else { return 0 }
        return flexibilityKnown | (flexibility.width ? 1 : 0) | (flexibility.height ? 2 : 0)
    }

    /// Works out `ownFlexibility` for a node of `kind` with `children`: what the node's own
    /// element does, which differs from what some kinds give a stack (a spacer grows along its
    /// stack's axis, but its element does not take the offered size in both).
    @usableFromInline
    static func flexibility(of kind: borrowing RenderKind, case kindCase: RenderKind.Case, children: [RenderNode]) -> LayoutFlexibility? {
        switch kindCase {
        case .shape, .scrollView: return LayoutFlexibility(width: true, height: true)
        case .fragment: return nil
        case .stack, .button, .link, .image, .grid, .toggle: break
        default: return LayoutFlexibility()
        }
        switch kind {
        case .stack(let stack): return flexibility(of: children, inStack: stack.axis)
        // A button (or link) takes its label's flexibility, as in SwiftUI: a label with a spacer,
        // or with an infinite frame, widens the button. The label lies in a row.
        case .button, .link: return flexibility(of: children, inStack: .horizontal)
        case .image(let image): return LayoutFlexibility(width: image.isResizable, height: image.isResizable)
        case .grid(let grid): return LayoutFlexibility.ofGrid(grid)
        // A switch fills its row, its label leading and the switch trailing; a checkbox and a
        // button toggle hug their label; a custom style is what its body draws.
        case .toggle(let toggle):
            switch toggle.appearance {
            case .automatic?, .switch?: return LayoutFlexibility(width: true)
            case .button?, .checkbox?: return LayoutFlexibility()
            case nil: return flexibility(of: children, inStack: .horizontal)
            }
        default: return nil
        }
    }

    /// The union of what `nodes` give a stack along `axis`; nil when one of them can change.
    /// The nodes are read in place: a node copied out would copy its payload and arrays.
    @usableFromInline
    static func flexibility(of nodes: [RenderNode], inStack axis: RenderStack.Axis) -> LayoutFlexibility? {
        nodes.withUnsafeBufferPointer { buffer -> LayoutFlexibility? in
            guard let base = buffer.baseAddress else { return LayoutFlexibility() }
            var result = LayoutFlexibility()
            for index in 0..<buffer.count {
                guard let part = contribution(of: base + index, inStack: axis) else { return nil }
                result.formUnion(part)
            }
            return result
        }
    }

    /// What `node`, with its own frames, gives a stack along `axis`; nil when it can change.
    @usableFromInline
    static func contribution(of node: UnsafePointer<RenderNode>, inStack axis: RenderStack.Axis) -> LayoutFlexibility? {
        var result: LayoutFlexibility
        let kindCase = node.pointee.kindCase
        if let leaf = LayoutFlexibility.ofLeaf(kindCase, inStack: axis) {
            result = leaf
        } else if let own = node.pointee.ownFlexibility {
            result = own
        } else if kindCase == .fragment, case .own(let nodes) = node.pointee.childStorage, let parts = flexibility(of: nodes, inStack: axis) {
            // A fragment's children lie in the enclosing stack.
            result = parts
        } else {
            return nil
        }
        if !node.pointee.effects.isEmpty { result.apply(node.pointee.effects) }
        return result
    }
}
