/// The animation of the state changes being made now: `withAnimation` and animated bindings set
/// it around the changes, and a hosted graph records it for the update those changes cause.
enum AnimationContext {
    @TaskLocal static var current: Animation?
}
