import Foundation

/// Renders a value defined by a body (a view, or a view modifier): links its dynamic properties,
/// then renders the body through `render`. In a hosted graph the value gets a persistent
/// `ViewNode`, so its state survives re-renders and a state change re-evaluates only its subtree.
///
/// `isSelfContained` says that `render` depends on nothing but the value and the inputs (a view's
/// body; not a modifier, whose content comes from outside): a hosted view whose value and
/// environment did not change since its last evaluation then keeps its output.
@usableFromInline
func _makeComposite<Value>(
    _ value: Value,
    inputs: _ViewInputs,
    outputs: inout _ViewOutputs,
    isSelfContained: Bool = false,
    render: @escaping (Value, _ViewInputs, inout _ViewOutputs) -> Void
) {
    if let graph = inputs.pass.graph {
        let node = graph.node(for: inputs.identity, type: Value.self, parent: inputs.owner)
        outputs.nodes.append(RenderNode(id: node.identity, hosting: node.fragment))
        // A node's composites all have its view type (`node(for:type:)` replaces the node otherwise).
        if isSelfContained, graph.mayKeepOutput(of: node, pass: inputs.pass), let previous = node.composite,
           unsafeDowncast(previous, to: HostedComposite<Value>.self).rendersSame(as: value, inputs: inputs) {
            return
        }
        // Looked up only for a value evaluated again (a kept one compares with its last plan).
        let plan = inputs.pass.dynamicPropertyPlan(of: Value.self)
        let composite = HostedComposite(value, plan: plan, inputs: inputs, isSelfContained: isSelfContained, render: render)
        graph.present(composite, at: node)
        return
    }
    let plan = inputs.pass.dynamicPropertyPlan(of: Value.self)
    if plan.isEmpty {
        // Nothing to link: the value is rendered as given, not copied.
        render(value, inputs.child(0), &outputs)
    } else {
        var value = value
        var context = PropertyLinkContext(environment: inputs.environment, node: nil)
        withUnsafeMutableBytes(of: &value) { plan.link($0.baseAddress!, context: &context) }
        if let missing = context.missingDependency {
            return _makeMissingDependency(Value.self, missing, inputs: inputs.child(0), outputs: &outputs)
        }
        render(value, inputs.child(0), &outputs)
    }
}

/// What stands in for a view whose body reads something no ancestor placed in the environment.
/// SwiftUI stops the app there; a server must not stop every page for one view, so the view
/// renders as a visible notice instead of its body, and the notice is logged.
func _makeMissingDependency<Value>(_: Value.Type, _ missing: String, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
    let notice = "\(Value.self) needs \(missing)"
    FileHandle.standardError.write(Data("strata: \(notice)\n".utf8))
    let view = Text(verbatim: "⚠︎ \(notice)").font(.footnote).foregroundStyle(.red)
    type(of: view)._makeView(view, inputs: inputs, outputs: &outputs)
}

/// The default rendering of a view: its body. Inlinable, as are the common modifiers' and
/// stacks' hooks below it, so a view's rendering specializes down to its first builder block.
@inlinable
func _makeCompositeView<V: View>(_ view: V, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
    _makeComposite(view, inputs: inputs, outputs: &outputs, isSelfContained: true) { view, inputs, outputs in
        V.Body._makeView(_evaluateBody(view), inputs: inputs, outputs: &outputs)
    }
}

/// A composite value as a hosted graph last evaluated it: what it needs to evaluate its body
/// again, and what tells whether a new value of it would render the same.
class AnyHostedComposite {
    let inputs: _ViewInputs
    init(inputs: _ViewInputs) { self.inputs = inputs }

    /// Evaluates the body for `node`, storing the output in the node's fragment.
    func evaluate(for node: ViewNode) {}
}

final class HostedComposite<Value>: AnyHostedComposite {
    let value: Value
    let plan: DynamicPropertyPlan
    let isSelfContained: Bool
    let render: (Value, _ViewInputs, inout _ViewOutputs) -> Void

    init(_ value: Value, plan: DynamicPropertyPlan, inputs: _ViewInputs, isSelfContained: Bool,
         render: @escaping (Value, _ViewInputs, inout _ViewOutputs) -> Void) {
        self.value = value
        self.plan = plan
        self.isSelfContained = isSelfContained
        self.render = render
        super.init(inputs: inputs)
    }

    override func evaluate(for node: ViewNode) {
        Strata.evaluate(value, plan: plan, inputs: inputs, node: node, render: render)
    }

    /// Whether `other`, which replaces this value at the same place, is known to render the same
    /// output from the same state: the same value in the same environment, for a value whose body
    /// depends on nothing but its stored properties. Values with dynamic properties (state,
    /// bindings, environment reads) are always evaluated again, and so are values whose
    /// properties `ViewEquivalence` cannot compare.
    func rendersSame(as other: Value, inputs: _ViewInputs) -> Bool {
        guard isSelfContained, plan.isEmpty, plan.comparison != .never,
              inputs.environment.identity == self.inputs.environment.identity else { return false }
        return ViewEquivalence.same(value, other, comparison: plan.comparison)
    }
}

/// Evaluates the body of `value` for a persistent node and stores the result in its fragment.
/// The body is tracked alone: composite views it contains are evaluated after it, each in a
/// tracking scope of its own, so an `@Observable` value read by a child invalidates the child only.
private func evaluate<Value>(
    _ value: Value,
    plan: DynamicPropertyPlan,
    inputs: _ViewInputs,
    node: ViewNode,
    render: (Value, _ViewInputs, inout _ViewOutputs) -> Void
) {
    var value = value
    var missing: String?
    if !plan.isEmpty {
        var context = PropertyLinkContext(environment: inputs.environment, node: node)
        withUnsafeMutableBytes(of: &value) { plan.link($0.baseAddress!, context: &context) }
        missing = context.missingDependency
    }
    var bodyInputs = inputs.child(0)
    bodyInputs.owner = node
    var outputs = _ViewOutputs()
    let graph = node.graph
    graph.beginEvaluation(of: node)
    if let missing {
        _makeMissingDependency(Value.self, missing, inputs: bodyInputs, outputs: &outputs)
        node.fragment.children = outputs.nodes
        graph.endEvaluation(of: node)
        return
    }
    // Reads of `@Observable` models while rendering the body make this view depend on them.
    // Observation reports changes from the mutating thread; a hosted graph is driven from one
    // task, which is where models change. The node is reached through its handle (no weak
    // reference to it).
    let handle = node.handle
    let deferred = graph.deferringChildEvaluations {
        withObservationTracking {
            render(value, bodyInputs, &outputs)
        } onChange: {
            handle.invalidate()
        }
    }
    node.fragment.children = outputs.nodes
    for child in deferred { graph.evaluateDeferred(child) }
    graph.endEvaluation(of: node)
}
