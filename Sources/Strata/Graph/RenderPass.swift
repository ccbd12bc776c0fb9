/// One rendering of a view tree. Static passes are one-shot; hosted passes belong to a
/// `ViewGraph` that keeps state between passes.
final class RenderPass {
    /// The graph that persists state, or nil for a one-shot static render.
    let graph: ViewGraph?
    /// Preference collectors opened by `onPreferenceChange` and friends, innermost last.
    var preferenceSinks: [PreferenceSink] = []

    init(graph: ViewGraph?) {
        self.graph = graph
    }

    /// Runs `render` with a fresh preference collector, passes what it collected on to the
    /// enclosing collector, and returns it.
    func collectingPreferences(_ render: () -> Void) -> PreferenceSink {
        let sink = PreferenceSink()
        preferenceSinks.append(sink)
        render()
        preferenceSinks.removeLast()
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
