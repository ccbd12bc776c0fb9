/// How a hosted graph evaluates composite views: each body in a tracking scope of its own, the
/// composites it contains after it, and not at all when a view's value is known to render the
/// same output as last time.
extension ViewGraph {
    /// Evaluates `composite` at `node`, now or right after the body being evaluated.
    func present(_ composite: AnyHostedComposite, at node: ViewNode) {
        node.composite = composite
        let pass = composite.inputs.pass
        // A preference collector needs what the view writes, and a container that reads its
        // content's output while rendering (a picker's options, a tab view's pages) needs the
        // output: in both cases the view is evaluated in place.
        if pass.preferenceSinks.isEmpty, pass.outputReaders == 0, deferredChildren != nil {
            deferredChildren?.append(node)
            return
        }
        composite.evaluate(for: node)
    }

    /// Runs `render` (a body evaluation) and returns the composite views it deferred.
    func deferringChildEvaluations(_ render: () -> Void) -> [ViewNode] {
        let enclosing = deferredChildren
        deferredChildren = []
        render()
        let deferred = deferredChildren ?? []
        deferredChildren = enclosing
        return deferred
    }

    /// Evaluates a composite view deferred by its parent's body.
    func evaluateDeferred(_ node: ViewNode) {
        node.composite?.evaluate(for: node)
    }
}
