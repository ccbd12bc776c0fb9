/// Starts asynchronous work when content appears in a hosted view tree, restarts it when `id`
/// changes, and cancels it when the content disappears.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        inputs.pass.graph?.markTask(
            inputs.identity.child(-6), owner: inputs.owner, id: TaskIdentifier(modifier.id),
            priority: modifier.priority, action: modifier.action
        )
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

/// The id of a `task` without one: never changes.
struct _UnchangingTaskID: Equatable {}

nonisolated extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears.
    ///
    /// Hosted graphs run it: the test host when a test calls `runTasks()`, a live page on its
    /// session's executor once its browser connects. Static pages have no lifetime, so they never
    /// run it. Unlike SwiftUI's, `action` need not be `@Sendable`: SwiftUI
    /// views are main-actor isolated and so sendable, Strata's are not, and a sendable closure
    /// could not capture the view's state. Every closure SwiftUI accepts is accepted here.
    /// A package's own `task(priority:_:)` (a back-deployment shim) wins over this one, as its
    /// same-signature declaration shadows SwiftUI's on Apple platforms.
    @_disfavoredOverload
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: _UnchangingTaskID(), priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again, after cancelling the running one,
    /// whenever `value` changes; cancels it when the view disappears.
    public consuming func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
