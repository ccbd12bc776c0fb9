/// The animation of the state changes being made now: `withAnimation` and animated bindings set
/// it around the changes, and a hosted graph records it for the update those changes cause.
enum AnimationContext {
    @TaskLocal static var current: Animation?
}

/// Attaches an animation or a transition to content (nothing when the animation is nil).
public struct _AnimationEffectModifier: ViewModifier {
    let effect: RenderEffect?
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if let effect = modifier.effect { outputs.apply(effect, from: start) }
    }
}
