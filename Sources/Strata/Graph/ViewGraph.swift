/// A view tree kept alive between renders: state persists per identity, a state change
/// re-evaluates only the views that own or read it (their subtrees), and views that disappear
/// lose their state. Used by the test host and the live renderer; not thread-safe.
public final class ViewGraph {
    private let makeRoot: (_ViewInputs, inout _ViewOutputs) -> Void
    private var nodes: [ViewIdentity: ViewNode] = [:]
    private var dirty: [ViewNode] = []
    @exclusivity(unchecked) private var generation = 0
    private var rootOutputs: [RenderNode]?
    private var pendingActions: [() -> Void] = []
    var preferenceMemory: [ViewIdentity: Any] = [:]
    /// Views with appearance callbacks that are on screen, with the composite view that produced them.
    private var appeared: [ViewIdentity: AppearanceRecord] = [:]
    private var appearedThisPass: Set<ViewIdentity> = []
    private let tasks = ViewGraphTaskRegistry()
    let receivers = ViewGraphReceiverRegistry()
    private var pendingAnimation: RenderAnimation?
    private var evaluatedThisPass: Set<ViewIdentity> = []
    /// The composite views met while rendering the body being evaluated, evaluated after it
    /// (nil outside a body evaluation).
    var deferredChildren: [ViewNode]?
    /// What was rendered again since the last `takeRenderChanges()`.
    private var renderChanges = RenderChanges.fragments([])
    /// The pass every rendering of this graph's views belongs to. One for the graph's lifetime:
    /// view inputs (kept by views to re-evaluate themselves) refer to it without retaining it.
    private lazy var pass = RenderPass(graph: self)

    deinit {
        // The views are gone: their work and subscriptions stop, as when views disappear.
        tasks.cancelAll()
        receivers.removeAll()
    }

    private struct AppearanceRecord {
        let owner: ViewIdentity?
        let onDisappear: (() -> Void)?
    }
    let rootEnvironment: EnvironmentValues

    /// How many times any view body was evaluated; lets tests check that updates stay local.
    public private(set) var bodyEvaluationCount = 0
    /// Body evaluations per view type name, for the same purpose.
    public var bodyEvaluations: [String: Int] {
        var named: [String: Int] = [:]
        for (type, count) in evaluationsByType.values { named[String(describing: type), default: 0] += count }
        return named
    }
    private var evaluationsByType: [ObjectIdentifier: (type: Any.Type, count: Int)] = [:]

    public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootEnvironment = environment
        self.makeRoot = { inputs, outputs in Root._makeView(root, inputs: inputs, outputs: &outputs) }
    }

    /// The current render tree, rendering it first if needed and applying pending state changes.
    public var renderTree: [RenderNode] {
        update()
        return rootOutputs ?? []
    }

    /// Whether some state changed since the last update.
    public var needsUpdate: Bool { rootOutputs == nil || !dirty.isEmpty }

    /// Re-evaluates the views whose state changed, then runs callbacks the render scheduled
    /// (`onAppear`, `onPreferenceChange`), repeating while those change state (bounded).
    public func update() {
        for _ in 0..<16 {
            if rootOutputs == nil {
                renderRoot()
            } else if !dirty.isEmpty {
                reevaluateDirtyNodes()
            }
            let actions = pendingActions
            pendingActions.removeAll()
            actions.forEach { $0() }
            if dirty.isEmpty { return }
        }
    }

    private func renderRoot() {
        generation += 1
        appearedThisPass = []
        evaluatedThisPass = []
        let inputs = _ViewInputs(environment: rootEnvironment, identity: .root, pass: pass, owner: nil)
        var outputs = _ViewOutputs()
        makeRoot(inputs, &outputs)
        rootOutputs = outputs.nodes
        renderChanges = .whole
        finishAppearance(fullPass: true)
    }

    private func reevaluateDirtyNodes() {
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        generation += 1
        appearedThisPass = []
        evaluatedThisPass = []
        for node in batch where node.isDirty && nodes[node.identity] === node {
            guard let composite = node.composite else { continue }
            composite.evaluate(for: node)
            if case .fragments(var fragments) = renderChanges {
                renderChanges = .fragments([])  // keeps the array uniquely referenced
                fragments.append(RenderChanges.Fragment(identity: node.identity, fragment: node.fragment, depth: node.depth))
                renderChanges = .fragments(fragments)
            }
        }
        finishAppearance(fullPass: false)
    }

    // MARK: Nodes

    /// The node of the composite view `identity` of type `V`, appended to its parent's children.
    /// Returned unretained: the graph (and the parent) hold it.
    func node<V>(for identity: ViewIdentity, type: V.Type, parent: Unmanaged<ViewNode>?) -> Unmanaged<ViewNode> {
        let typeID = ObjectIdentifier(type)
        // A node not removed that the parent found last time is the one its identity maps to:
        // no look-up needed (most children of a body evaluated again).
        if let parent, let previous = parent._withUnsafeGuaranteedRef({
            $0.adoptNextChildBefore(identity, viewType: typeID, generation: generation)
        }) {
            return previous
        }
        let parent = parent?.takeUnretainedValue()
        let node: ViewNode
        if let existing = nodes[identity], existing.viewType == typeID {
            node = existing
        } else {
            if let stale = nodes[identity] { remove(stale) }
            node = ViewNode(identity: identity, viewType: typeID, depth: (parent?.depth ?? -1) + 1, graph: self)
            node.type = V.self
            nodes[identity] = node
        }
        node.lastSeen = generation
        parent?.children.append(node)
        return Unmanaged.passUnretained(node)
    }

    func beginEvaluation(of node: ViewNode) {
        evaluatedThisPass.insert(node.identity)
        evaluationsByType[node.viewType, default: (node.type, 0)].count += 1
        bodyEvaluationCount += 1
        node.lastSeen = generation
        node.beginChildren()
        node.isDirty = false
    }

    func endEvaluation(of node: ViewNode) {
        let before = node.endChildren()
        // Read in place (the array holds every child): most are kept and not retained here.
        let generation = generation
        let gone = before.withUnsafeBufferPointer { children in
            children.indices.filter { index in
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.lastSeen != generation }
            }
        }
        for index in gone { remove(before[index]) }
    }

    /// Drops a node and its descendants: their identities are gone, and so is their state.
    private func remove(_ node: ViewNode) {
        for child in node.children { remove(child) }
        node.isRemoved = true
        if nodes[node.identity] === node {
            nodes[node.identity] = nil
        }
        node.composite = nil
    }

    func scheduleUpdate(of node: ViewNode) {
        dirty.append(node)
        if dirty.count == 1 { didInvalidate?() }
    }

    /// Records that a change was made inside `withAnimation` (or through an animated binding).
    func noteAnimatedChange(_ animation: Animation) {
        pendingAnimation = RenderAnimation(animation)
    }

    /// The animation of the changes since the last call, if they were made inside
    /// `withAnimation`: a live page animates the patch that shows them.
    public func takeAnimation() -> RenderAnimation? {
        defer { pendingAnimation = nil }
        return pendingAnimation
    }

    /// Called when state changes while the graph is up to date: a host whose state can change
    /// outside its own events (work started by `task`) renders then.
    public var didInvalidate: (() -> Void)?

    /// Runs `action` after the current pass, outside of body evaluation.
    func afterPass(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Lets go of the render tree and of the closures that rebuild parts of it, keeping every
    /// view's state: an idle live session needs nothing else. The next update renders the whole
    /// tree again, with the same identities and state.
    public func releaseRenderTree() {
        rootOutputs = nil
        for node in nodes.values {
            node.fragment.children = []
            node.composite = nil
        }
    }

    /// What the updates since the last call rendered again: the whole tree, or the outputs of
    /// some composite views (each re-evaluated with its subtree, its fragment updated in place).
    package func takeRenderChanges() -> RenderChanges {
        defer { renderChanges = .fragments([]) }
        return renderChanges
    }

    /// Whether a view with this identity is currently part of the tree.
    public func contains(_ identity: ViewIdentity) -> Bool { nodes[identity] != nil }

    /// How many persistent (composite) views the graph holds.
    public var nodeCount: Int { nodes.count }

    // MARK: Appearance

    /// Whether any view's `onAppear` action has run (a live session that ran one keeps its graph,
    /// so the action does not run twice).
    package private(set) var hasRunAppearActions = false

    /// Records that a view with `onAppear`/`onDisappear` was produced in this pass.
    func markAppeared(_ identity: ViewIdentity, owner: ViewNode?, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        appearedThisPass.insert(identity)
        if appeared[identity] == nil, let onAppear {
            hasRunAppearActions = true
            afterPass(onAppear)
        }
        appeared[identity] = AppearanceRecord(owner: owner?.identity, onDisappear: onDisappear)
    }

    /// Records a `task` modifier produced in this pass: starts its work the first time and when its
    /// id changed; its disappearance cancels the work.
    func markTask(_ identity: ViewIdentity, owner: ViewNode?, id: TaskIdentifier, priority: TaskPriority,
                  action: @escaping () async -> Void) {
        tasks.update(identity, id: id, priority: priority, action: action)
        markAppeared(identity, owner: owner, onAppear: nil, onDisappear: { [weak self] in self?.tasks.cancel(identity) })
    }

    /// The work `task` modifiers started since the last call, for the host to run. Work cancelled
    /// before the host took it is left out.
    public func takeStartedTasks() -> [ViewGraphTask] {
        tasks.takeStarted()
    }

    /// Cancels all work `task` modifiers started: the host is going away.
    public func cancelAllTasks() {
        tasks.cancelAll()
    }

    /// Starts work that runs until cancelled (a timer), unless it already runs for `identity`.
    func startOpenEndedWork(_ identity: ViewIdentity, _ action: @escaping () async -> Void) {
        tasks.update(identity, id: TaskIdentifier(_UnchangingTaskID()), priority: .medium, isOpenEnded: true, action: action)
    }

    /// Cancels the work started for `identity`.
    func cancelWork(_ identity: ViewIdentity) {
        tasks.cancel(identity)
    }

    /// Runs `onDisappear` for views that were on screen and were not produced again: in a full pass
    /// any such view, in a partial pass those whose producing view was re-evaluated or removed.
    private func finishAppearance(fullPass: Bool) {
        for (identity, record) in appeared where !appearedThisPass.contains(identity) {
            let gone: Bool
            if fullPass {
                gone = true
            } else if let owner = record.owner {
                gone = evaluatedThisPass.contains(owner) || nodes[owner] == nil
            } else {
                gone = false
            }
            guard gone else { continue }
            appeared[identity] = nil
            if let action = record.onDisappear { afterPass(action) }
        }
    }
}
