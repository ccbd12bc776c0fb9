/// What a hosted graph rendered again in its latest updates (`ViewGraph.takeRenderChanges()`):
/// the whole tree, or the outputs of the composite views it re-evaluated. A re-evaluated view's
/// subtree is rendered again with it; views outside those subtrees kept their output.
package enum RenderChanges {
    /// One composite view rendered again, in the order the graph re-evaluated them (shallowest
    /// first within one pass; a later pass may re-evaluate an ancestor of an earlier one).
    package struct Fragment {
        package let identity: ViewIdentity
        /// The view's output, shown by the fragment node with the same identity in its parent.
        package let fragment: RenderFragment
        /// How many composite views enclose it.
        package let depth: Int
    }

    case whole
    case fragments([Fragment])
}

extension RenderNode {
    /// The output of a hosted composite view that this fragment node shows, if it is one.
    /// Inlinable: back ends read it in place, without copying the node.
    @inlinable package var hostedFragment: RenderFragment? {
        if case .hosted(let fragment) = childStorage { fragment } else { nil }
    }

    /// `hostedFragment`, not retained: for walks over a long list of kept outputs that read each
    /// one and move on while the node (which holds it) stays in place.
    @inlinable package var hostedFragmentReference: Unmanaged<RenderFragment>? {
        if case .hosted(let fragment) = childStorage { Unmanaged.passUnretained(fragment) } else { nil }
    }
}
