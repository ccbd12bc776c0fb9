/// One rendering of a view tree. Static passes are one-shot; hosted passes belong to a
/// `ViewGraph` that keeps state between passes.
final class RenderPass {
    /// The graph that persists state, or nil for a one-shot static render. Not retained: a
    /// graph owns its pass, which it uses for every pass over its views.
    unowned(unsafe) let graph: ViewGraph?
    /// `graph`, for the hosted path of composite views, which runs once per row of a list and
    /// reaches the graph without retaining it.
    let graphReference: Unmanaged<ViewGraph>?
    /// Preference collectors opened by `onPreferenceChange` and friends, innermost last.
    @exclusivity(unchecked) var preferenceSinks: [PreferenceSink] = []
    /// How many containers that read their content's render nodes while rendering enclose the
    /// current view (`readingOutputs`): composite views inside them are evaluated in place.
    @exclusivity(unchecked) private(set) var outputReaders = 0
    /// Whether a one-shot pass met an action that runs after a pass (`onAppear`, an initial
    /// `onChange`, a preference change), which it cannot run: it keeps no state.
    @exclusivity(unchecked) var needsSettling = false

    init(graph: ViewGraph?) {
        self.graph = graph
        self.graphReference = graph.map { Unmanaged.passUnretained($0) }
    }

    /// The dynamic-property plans of the composite types met most recently. A page renders the
    /// same few composites over and over: a short scan here spares the shared cache's lock and
    /// hashing for each of them.
    private var recentPlans: [(type: ObjectIdentifier, plan: DynamicPropertyPlan)] = []

    /// `TypeLayoutCache.shared.dynamicPropertyPlan(of: type)`, through the pass's recent plans.
    func dynamicPropertyPlan(of type: Any.Type) -> DynamicPropertyPlan {
        let key = ObjectIdentifier(type)
        for index in recentPlans.indices where recentPlans[index].type == key { return recentPlans[index].plan }
        let plan = TypeLayoutCache.shared.dynamicPropertyPlan(of: type)
        if recentPlans.count == 8 { recentPlans.removeFirst() }
        recentPlans.append((key, plan))
        return plan
    }

    /// Environments made for built-in buttons' labels, by the environment they were made from,
    /// the look and the role. A page's buttons share a few; making one per button would add an
    /// entry (an allocation) each. Holding an environment keeps the one it was made from alive,
    /// so an identity here cannot be reused by another environment during the pass.
    private var buttonLabelEnvironments: [ButtonLabelEnvironment] = []

    private struct ButtonLabelEnvironment {
        let parent: ObjectIdentifier?
        let appearance: BuiltinButtonAppearance
        let role: ButtonRole?
        let environment: EnvironmentValues
    }

    /// `environment` with the label paint of a built-in button look.
    func buttonLabelEnvironment(from environment: EnvironmentValues, appearance: BuiltinButtonAppearance, role: ButtonRole?) -> EnvironmentValues {
        let parent = environment.identity
        for entry in buttonLabelEnvironments where entry.parent == parent && entry.appearance == appearance && entry.role == role {
            return entry.environment
        }
        var label = environment
        label.foregroundPaint = appearance.labelPaint(role: role, environment: environment)
        if buttonLabelEnvironments.count == 8 { buttonLabelEnvironments.removeFirst() }
        buttonLabelEnvironments.append(ButtonLabelEnvironment(parent: parent, appearance: appearance, role: role, environment: label))
        return label
    }

    /// Runs `render`, whose output the caller reads before returning: composite views in it are
    /// evaluated in place rather than after the enclosing body.
    func readingOutputs(_ render: () -> Void) {
        outputReaders += 1
        render()
        outputReaders -= 1
    }

    /// Runs `render` with a fresh preference collector, lets `keep` take out what stays here,
    /// passes the rest on to the enclosing collector, and returns it.
    @discardableResult
    func collectingPreferences(_ render: () -> Void, keeping keep: (PreferenceSink) -> Void = { _ in }) -> PreferenceSink {
        let sink = PreferenceSink()
        preferenceSinks.append(sink)
        render()
        preferenceSinks.removeLast()
        keep(sink)
        if let parent = preferenceSinks.last { sink.merge(into: parent) }
        return sink
    }

    func write<K: PreferenceKey>(_ key: K.Type, value: K.Value) {
        preferenceSinks.last?.write(key, value: value)
    }

    /// Changes the value collected so far for `key` (`transformPreference`).
    func transformPreference<K: PreferenceKey>(_ key: K.Type, _ body: (inout K.Value) -> Void) {
        preferenceSinks.last?.transform(key, body)
    }
}
