/// Writes a preference value for ancestors to read.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    let value: Key.Value
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        inputs.pass.write(Key.self, value: modifier.value)
    }
}

/// Changes the preference value of its content before ancestors read it.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    let transform: (inout Key.Value) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let pass = inputs.pass
        _ = pass.collectingPreferences {
            Content._makeView(content, inputs: inputs, outputs: &outputs)
            pass.transformPreference(Key.self, modifier.transform)
        }
    }
}

/// Collects a preference from content and reports changes of its value.
nonisolated public struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let pass = inputs.pass
        let sink = pass.collectingPreferences { Content._makeView(content, inputs: inputs, outputs: &outputs) }
        guard let graph = pass.graph else {
            // A one-shot render settles in a graph, which runs the action and renders again.
            pass.needsSettling = true
            return
        }
        let value = sink.value(Key.self)
        let memoryKey = inputs.identity
        if let previous = graph.preferenceMemory[memoryKey] as? Key.Value, previous == value { return }
        graph.preferenceMemory[memoryKey] = value
        let action = modifier.action
        graph.afterPass { action(value) }
    }
}

/// Reads a preference collected from content and builds a layer from it.
nonisolated public struct _PreferenceReadingModifier<Key: PreferenceKey, Layer: View>: ViewModifier {
    let transform: (Key.Value) -> Layer
    let isOverlay: Bool
    let alignment: Alignment
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        let sink = inputs.pass.collectingPreferences { Content._makeView(content, inputs: inputs, outputs: &outputs) }
        var layerOutputs = _ViewOutputs()
        let layerView = modifier.transform(sink.value(Key.self))
        Layer._makeView(layerView, inputs: inputs.child(-3), outputs: &layerOutputs)
        let layer = RenderLayer(alignment: modifier.alignment, nodes: layerOutputs.nodes)
        outputs.apply(modifier.isOverlay ? .overlay(layer) : .background(layer), from: start)
    }
}

nonisolated extension View {
    /// Sets a preference value that ancestors can read.
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the preference value of this subtree before ancestors read it.
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` with the preference value of this subtree whenever it changes
    /// (in hosted rendering, after the render pass).
    public consuming func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }

    /// Layers a view built from this subtree's preference value in front of it.
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, isOverlay: true, alignment: alignment))
    }

    /// Layers a view built from this subtree's preference value behind it.
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, isOverlay: false, alignment: alignment))
    }
}
