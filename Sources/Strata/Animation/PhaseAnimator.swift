/// A container that animates its content through a sequence of phases.
///
/// A static page shows the first phase (SwiftUI's resting state before a trigger fires).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let content: (Phase) -> Content

    /// Cycles through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
    }

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
    }

    public var body: some View {
        if let first = phases.first {
            content(first)
        }
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to, as seen from its
/// content closure.
nonisolated public struct PlaceholderContentView<Value>: View {
    let render: (_ViewInputs, inout _ViewOutputs) -> Void

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.render(inputs, &outputs)
    }
}

/// Renders a view through a closure that receives a placeholder for it.
nonisolated public struct _PlaceholderModifiedView<Source: View, Result: View>: View {
    let source: Source
    let transform: (PlaceholderContentView<Source>) -> Result

    init(source: Source, @ViewBuilder transform: @escaping (PlaceholderContentView<Source>) -> Result) {
        self.source = source
        self.transform = transform
    }

    public var body: some View {
        let source = source
        return transform(PlaceholderContentView<Source>(render: { inputs, outputs in
            Source._makeView(source, inputs: inputs, outputs: &outputs)
        }))
    }
}

nonisolated extension View {
    /// Animates the view through `phases` each time `trigger` changes (the first phase is shown).
    public consuming func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let first = Array(phases).first
        return _PlaceholderModifiedView(source: self) { placeholder in
            if let first { content(placeholder, first) }
        }
    }

    /// Animates the view through `phases` continuously (the first phase is shown).
    public consuming func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let first = Array(phases).first
        return _PlaceholderModifiedView(source: self) { placeholder in
            if let first { content(placeholder, first) }
        }
    }
}
