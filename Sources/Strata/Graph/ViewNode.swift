/// The persistent counterpart of a composite view in a hosted `ViewGraph`: it owns the view's
/// state, remembers how to re-evaluate the view's body, and holds the fragment of the render
/// tree that body produced, which is updated in place.
final class ViewNode {
    let identity: ViewIdentity
    let viewType: ObjectIdentifier
    let depth: Int
    unowned let graph: ViewGraph
    /// The render nodes produced by this view's body, as the children of one fragment node.
    let fragment = RenderFragment()
    /// The view value and inputs of the latest evaluation: what evaluates the body again.
    var composite: AnyHostedComposite?
    var isDirty = false
    /// The composite views found while evaluating this view's body.
    var children: [ViewNode] = []
    /// The graph generation in which a parent last produced this node.
    var lastSeen = 0
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
