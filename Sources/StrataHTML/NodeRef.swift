import Strata

/// A render node read in place, in the array that holds it. The emitter walks trees through
/// these: a node passed by value is copied (its payload and its arrays), and a tree of cards
/// would copy every node once per walk.
///
/// Valid only while the array it points into is alive and unchanged: the `forEach` helpers
/// hand one out for the duration of a call.
struct NodeRef {
    private let pointer: UnsafePointer<RenderNode>

    private init(_ pointer: UnsafePointer<RenderNode>) { self.pointer = pointer }

    var id: ViewIdentity { pointer.pointee.id }
    /// A copy of the payload: read it once per node, where it is needed.
    var kind: RenderKind { pointer.pointee.kind }
    var kindCase: RenderKind.Case { pointer.pointee.kindCase }
    /// The flexibility the node worked out when it was made; nil when it must be computed.
    var ownFlexibility: LayoutFlexibility? { pointer.pointee.ownFlexibility }
    var effects: [RenderEffect] { pointer.pointee.effects }
    /// Whether any effects apply to the node (read in place: the array is not retained).
    var hasEffects: Bool { !pointer.pointee.effects.isEmpty }
    var children: [RenderNode] { pointer.pointee.children }
    /// The output of the hosted composite view this fragment node shows, if it is one.
    var hostedFragment: RenderFragment? { pointer.pointee.hostedFragment }
    /// `hostedFragment`, not retained (the node holds it while the walk reads it).
    var hostedFragmentReference: Unmanaged<RenderFragment>? { pointer.pointee.hostedFragmentReference }
    var plainText: String { pointer.pointee.plainText }
    /// `body` applied to the node itself, borrowed in place.
    func withNode<Result>(_ body: (borrowing RenderNode) -> Result) -> Result { body(pointer.pointee) }

    /// `body` applied to the first of `nodes`, read in place; nil when there are none.
    static func withFirst<Result>(of nodes: [RenderNode], _ body: (NodeRef) -> Result) -> Result? {
        nodes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { body(NodeRef($0)) } }
    }

    /// Calls `body` with each of `nodes` in place, in order, while it returns true.
    @inline(__always)
    static func forEach(in nodes: [RenderNode], _ body: (NodeRef) -> Bool) {
        nodes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<buffer.count where !body(NodeRef(base + index)) { return }
        }
    }
}
