/// Gives content an explicit identity; a new id is a new view with fresh state.
nonisolated public struct _IdentityModifier<ID: Hashable>: ViewModifier {
    let id: ID
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        Content._makeView(content, inputs: inputs.child(explicit: modifier.id), outputs: &outputs)
    }
}

/// Runs actions when content appears in or disappears from a hosted view tree.
/// SwiftUI's appear-and-disappear modifier, which packages name directly
/// (`modifier(_AppearanceActionModifier(appear:disappear:))`): `onAppear` and `onDisappear` in one.
public struct _AppearanceActionModifier: ViewModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }

    public func body(content: Content) -> some View {
        content.onAppear(perform: appear).onDisappear(perform: disappear)
    }
}

nonisolated public struct _AppearanceModifier: ViewModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        // Appear and disappear callbacks on one view are tracked separately.
        let key = inputs.identity.child(modifier.onAppear != nil ? -4 : -5)
        if let graph = inputs.pass.graph {
            graph.markAppeared(key, owner: inputs.owner, onAppear: modifier.onAppear, onDisappear: modifier.onDisappear)
        } else if modifier.onAppear != nil {
            inputs.pass.needsSettling = true
        }
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View {
    /// Binds the view's identity to `id`: when it changes, the view is replaced and its state reset.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }

    /// Runs `action` when the view appears: in hosted rendering (the test host and live pages), and
    /// before a one-shot render (a snapshot, an exported page) shows the view, as iOS runs it
    /// before the first frame a snapshot captures.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when the view disappears (in hosted rendering).
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` when the view is tapped (clicked) `count` times.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_EffectModifier(effect: .tap(count: count, action: action)))
    }
}
