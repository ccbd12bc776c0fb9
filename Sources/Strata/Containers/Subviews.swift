/// One of the views a view is made of, as a container sees it (`Group(subviews:)`,
/// `ForEach(subviews:)`): a proxy that places the resolved view, with the modifiers the original
/// view already had, where the container puts it.
///
/// A subview is one view the content produced: each view of a builder block, each element of a
/// `ForEach`, each branch shown. A custom view counts as one subview.
nonisolated public struct Subview: View, Identifiable {
    /// Identifies a subview across updates.
    public struct ID: Hashable, Sendable {
        let identity: ViewIdentity
        /// Tells apart subviews whose views share an identity.
        let occurrence: Int
    }

    public let id: ID
    /// The values the view gave its container (`containerValue(_:_:)`).
    public var containerValues: ContainerValues
    let node: RenderNode

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(view.node)
    }

    /// Places `subviews` in order (a collection of them used as a view).
    static func place(_ subviews: some Sequence<Subview>, outputs: inout _ViewOutputs) {
        for subview in subviews { outputs.nodes.append(subview.node) }
    }

    /// The subviews `view` is made of, rendered with `inputs` (the container's environment).
    static func resolve<V: View>(_ view: V, inputs: _ViewInputs) -> [Subview] {
        var outputs = _ViewOutputs()
        inputs.pass.readingOutputs { V._makeView(view, inputs: inputs, outputs: &outputs) }
        return subviews(of: outputs.nodes)
    }

    static func subviews(of nodes: [RenderNode]) -> [Subview] {
        var seen: [ViewIdentity: Int] = [:]
        return nodes.map { node in
            let occurrence = seen[node.id, default: 0]
            seen[node.id] = occurrence + 1
            return Subview(id: ID(identity: node.id, occurrence: occurrence), containerValues: node.containerValues ?? ContainerValues(), node: node)
        }
    }
}

/// Subviews in order, stored in `Storage`; as a view, it places them all. `SubviewsCollection`
/// holds a view's subviews, `SubviewsCollectionSlice` a contiguous part of them.
nonisolated public struct _SubviewsCollection<Storage: RandomAccessCollection<Subview>>: RandomAccessCollection, View
where Storage.Index == Int, Storage.SubSequence == ArraySlice<Subview> {
    let subviews: Storage

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Subview.place(view.subviews, outputs: &outputs)
    }
}

/// The subviews of a view, in order. As a view, it places them all.
public typealias SubviewsCollection = _SubviewsCollection<[Subview]>

/// A contiguous part of a subviews collection. As a view, it places those subviews.
public typealias SubviewsCollectionSlice = _SubviewsCollection<ArraySlice<Subview>>
