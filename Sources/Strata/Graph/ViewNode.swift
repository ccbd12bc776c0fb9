/// The persistent counterpart of a composite view in a hosted `ViewGraph`: it owns the view's
/// state, remembers how to re-evaluate the view's body, and holds the fragment of the render
/// tree that body produced, which is updated in place.
///
/// Its properties are read and written by the graph's one thread, each access short (none spans
/// a call that could reach the node again), so the hot ones skip the runtime's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`): each check cost about 90 instructions, and a
/// list evaluated again made several per kept row.
final class ViewNode {
    let identity: ViewIdentity
    let viewType: ObjectIdentifier
    let depth: Int
    unowned let graph: ViewGraph
    /// The render nodes produced by this view's body, as the children of one fragment node.
    let fragment = RenderFragment()
    /// The view value and inputs of the latest evaluation: what evaluates the body again.
    @exclusivity(unchecked) var composite: AnyHostedComposite?
    @exclusivity(unchecked) var isDirty = false
    /// The composite views found while evaluating this view's body.
    @exclusivity(unchecked) var children: [ViewNode] = []
    /// While the body is evaluated again: the composite views it found last time, in order, and
    /// how far the new evaluation came through them (most bodies find the same ones again).
    @exclusivity(unchecked) private var childrenBefore: [ViewNode] = []
    @exclusivity(unchecked) private var childrenBeforePosition = 0
    /// Whether the graph dropped this node (its view left the tree or its identity got a view
    /// of another type).
    @exclusivity(unchecked) var isRemoved = false
    /// The graph generation in which a parent last produced this node.
    @exclusivity(unchecked) var lastSeen = 0
    /// The view's type, for evaluation statistics (named only when asked).
    var type: Any.Type = Never.self

    /// How observation callbacks, state and subscriptions reach this node without a weak
    /// reference to it (which would put every retain and release of it on the slow path).
    let handle = ObjectHandle<ViewNode>()

    private var slots: [AnyObject] = []

    init(identity: ViewIdentity, viewType: ObjectIdentifier, depth: Int, graph: ViewGraph) {
        self.identity = identity
        self.viewType = viewType
        self.depth = depth
        self.graph = graph
        handle.attach(self)
    }

    deinit { handle.detach() }

    /// The storage object in `slot`, created on first use (or if the slot's type changed).
    func storage<Box: AnyObject>(at slot: Int, as type: Box.Type, make: () -> Box) -> Box {
        if slot < slots.count, let existing = slots[slot] as? Box {
            return existing
        }
        let box = make()
        if slot < slots.count {
            slots[slot] = box
        } else {
            while slots.count < slot { slots.append(Placeholder()) }
            slots.append(box)
        }
        (box as? StateStorage)?.owner = handle
        return box
    }

    /// Starts an evaluation of the body: `children` starts empty, the children before are kept
    /// for `adoptNextChildBefore(_:viewType:generation:)` and returned by `endChildren()`.
    func beginChildren() {
        childrenBefore = children
        childrenBeforePosition = 0
        // Most bodies produce the same composites again: room for as many, in one allocation.
        children = []
        children.reserveCapacity(childrenBefore.count)
    }

    /// The child the body found last time with `identity` and `viewType`, when it lies next in
    /// the children before (or a few further on): found without a look-up by identity, marked
    /// seen in `generation` and appended to `children`. Returned unretained: `children` holds it.
    ///
    /// Runs once per kept row of a list evaluated again, so the children before are read in
    /// place, and the only retain is the one `children` keeps.
    func adoptNextChildBefore(_ identity: ViewIdentity, viewType: ObjectIdentifier, generation: Int) -> Unmanaged<ViewNode>? {
        let end = min(childrenBeforePosition + 3, childrenBefore.count)
        var position = childrenBeforePosition
        while position < end {
            let found: Unmanaged<ViewNode>? = childrenBefore.withUnsafeBufferPointer { before in
                let child = Unmanaged.passUnretained(before[position])
                return child._withUnsafeGuaranteedRef { $0.identity == identity } ? child : nil
            }
            if let found {
                let adopted = found._withUnsafeGuaranteedRef { child -> Bool in
                    guard child.viewType == viewType, !child.isRemoved else { return false }
                    child.lastSeen = generation
                    return true
                }
                guard adopted else { return nil }
                childrenBeforePosition = position + 1
                children.append(found.takeUnretainedValue())
                return found
            }
            position += 1
        }
        return nil
    }

    /// Ends an evaluation of the body: the children it had before.
    func endChildren() -> [ViewNode] {
        defer { childrenBefore = [] }
        return childrenBefore
    }

    /// Marks the view for re-evaluation at the graph's next update.
    func invalidate() {
        if let animation = AnimationContext.current { graph.noteAnimatedChange(animation) }
        guard !isDirty else { return }
        isDirty = true
        graph.scheduleUpdate(of: self)
    }

    private final class Placeholder {}
}

/// Storage whose changes invalidate the view that owns it.
protocol StateStorage: AnyObject {
    var owner: ObjectHandle<ViewNode>? { get set }
}
