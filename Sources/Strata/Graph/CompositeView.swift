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
    sameBytes: ((Value, Value) -> Bool)? = nil,
    render: @escaping (Value, _ViewInputs, inout _ViewOutputs) -> Void
) {
    if let graphReference = inputs.pass.graphReference {
        // The graph holds the node while views render (and its parent's children hold it); the
        // graph is held by whoever renders it. Neither is retained here: this runs once per
        // composite view, once per row of a list evaluated again, most of them kept.
        let nodeReference = graphReference._withUnsafeGuaranteedRef {
            $0.node(for: inputs.identity, type: Value.self, parent: inputs.ownerReference)
        }
        let kept = nodeReference._withUnsafeGuaranteedRef { node -> Bool in
            outputs.nodes.append(RenderNode(id: node.identity, hosting: node.fragment))
            // The node may keep its output when its value is equivalent, no state it reads
            // changed and no preference collector needs what it writes. A node's composites all
            // have its view type (`node(for:type:)` replaces the node otherwise).
            guard isSelfContained, !node.isDirty, inputs.pass.preferenceSinks.isEmpty,
                  let previous = node.composite.map({ Unmanaged.passUnretained($0) }) else { return false }
            return previous._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: HostedComposite<Value>.self).rendersSame(as: value, inputs: inputs, sameBytes: sameBytes)
            }
        }
        if kept { return }
        // Looked up only for a value evaluated again (a kept one compares with its last plan).
        let plan = inputs.pass.dynamicPropertyPlan(of: Value.self)
        let composite = HostedComposite(value, plan: plan, inputs: inputs, isSelfContained: isSelfContained, render: render)
        graphReference._withUnsafeGuaranteedRef { $0.present(composite, at: nodeReference.takeUnretainedValue()) }
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
///
/// The view's bytes are compared here, specialized for its type (a list's rows are compared on
/// every evaluation of the list, one by one): `_makeComposite` uses it for types whose values
/// compare bytewise.
@inlinable
func _makeCompositeView<V: View>(_ view: V, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
    _makeComposite(view, inputs: inputs, outputs: &outputs, isSelfContained: true, sameBytes: { _sameBytes($0, $1) }) { view, inputs, outputs in
        V.Body._makeView(_evaluateBody(view), inputs: inputs, outputs: &outputs)
    }
}

/// Whether two values hold the same bytes, compared a word at a time; specialized in view code,
/// where the size is a constant.
@inlinable
func _sameBytes<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in
            var offset = 0
            while offset + 8 <= left.count {
                guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                    return false
                }
                offset += 8
            }
            while offset < left.count {
                guard left[offset] == right[offset] else { return false }
                offset += 1
            }
            return true
        }
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
    /// `sameBytes`, when given, compares two values bytewise (specialized for `Value`).
    func rendersSame(as other: Value, inputs: _ViewInputs, sameBytes: ((Value, Value) -> Bool)?) -> Bool {
        guard isSelfContained, plan.isEmpty, plan.comparison != .never,
              inputs.environment.identity == self.inputs.environment.identity else { return false }
        if plan.comparison == .bytewise, let sameBytes { return sameBytes(value, other) }
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
