/// What a view receives from its parent when it is rendered: the environment, its identity and
/// the render pass it belongs to. Public only for renderers and primitive views.
public struct _ViewInputs {
    public var environment: EnvironmentValues
    public var identity: ViewIdentity
    /// Not retained: inputs are copied for every child view, and the pass outlives them all (a
    /// static render holds it for the whole render, a graph for its lifetime).
    unowned(unsafe) let pass: RenderPass
    /// The nearest enclosing persistent view node (hosted rendering only).
    var owner: ViewNode? {
        get { ownerReference?.takeUnretainedValue() }
        set { ownerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `owner`, not retained: the graph holds every node while views render below it, and the
    /// hosted path reads it once per composite view (once per row of a list).
    private(set) var ownerReference: Unmanaged<ViewNode>?

    init(environment: EnvironmentValues, identity: ViewIdentity, pass: RenderPass, owner: ViewNode?) {
        self.environment = environment
        self.identity = identity
        self.pass = pass
        self.ownerReference = owner.map { Unmanaged.passUnretained($0) }
    }

    @usableFromInline
    func child(_ index: Int) -> _ViewInputs {
        var copy = self
        copy.identity = identity.child(index)
        return copy
    }

    @usableFromInline
    func child<ID: Hashable>(explicit id: ID) -> _ViewInputs {
        var copy = self
        copy.identity = identity.child(explicit: id)
        return copy
    }

    func child(type: Any.Type) -> _ViewInputs {
        var copy = self
        copy.identity = identity.child(type: type)
        return copy
    }
}

/// What rendering a view produces: render nodes, appended in order.
public struct _ViewOutputs {
    public var nodes: [RenderNode] = []
    /// Guides set with `alignmentGuide(_:computeValue:)` on these nodes, for the stack that holds them.
    @usableFromInline var alignmentGuides: [AlignmentGuideRecord] = []

    public init() {}

    /// Applies `effect` to every node appended since `start` (a modifier on a group of views
    /// applies to each of them, as in SwiftUI).
    @usableFromInline
    mutating func apply(_ effect: RenderEffect, from start: Int) {
        for index in start..<nodes.count {
            // Most modified views get a second effect: make room for two at once.
            if nodes[index].effects.capacity == 0 { nodes[index].effects.reserveCapacity(2) }
            nodes[index].effects.append(effect)
        }
    }

    /// Makes room for `additional` more nodes without giving up geometric growth.
    @usableFromInline
    mutating func reserve(_ additional: Int) {
        let needed = nodes.count + additional
        if nodes.capacity < needed { nodes.reserveCapacity(Swift.max(needed, 2 * nodes.capacity)) }
    }
}
