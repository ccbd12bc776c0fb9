/// Asynchronous work that a `task` modifier started in a hosted view graph.
///
/// The graph decides when work starts (the view appeared, or the task's id changed) and when it is
/// cancelled (the view disappeared, or the id changed again); the host runs it, on the executor that
/// also drives the graph, so the work's state changes never race a render. Hosts take new work
/// with `ViewGraph.takeStartedTasks()`.
public final class ViewGraphTask: @unchecked Sendable {
    /// The priority the view asked for.
    public let priority: TaskPriority
    /// The work itself.
    public let action: () async -> Void
    /// Whether the work runs until it is cancelled (a timer behind `onReceive`) rather than to an end.
    public let isOpenEnded: Bool
    /// Whether the graph cancelled the work: its view disappeared or its id changed.
    public private(set) var isCancelled = false
    /// Set by the host while the work runs: stops it (cancels its Swift `Task`).
    public var cancellation: (() -> Void)?

    init(priority: TaskPriority, isOpenEnded: Bool = false, action: @escaping () async -> Void) {
        self.priority = priority
        self.isOpenEnded = isOpenEnded
        self.action = action
    }

    func cancel() {
        isCancelled = true
        cancellation?()
        cancellation = nil
    }
}

/// The `task` modifiers on screen in a graph, by identity, with the id each was started for.
final class ViewGraphTaskRegistry {
    private var running: [ViewIdentity: (id: TaskIdentifier, task: ViewGraphTask)] = [:]
    private(set) var started: [ViewGraphTask] = []

    /// Starts work for `identity` unless work for the same id is already running there.
    func update(_ identity: ViewIdentity, id: TaskIdentifier, priority: TaskPriority, isOpenEnded: Bool = false,
                action: @escaping () async -> Void) {
        if let current = running[identity], current.id.matches(id) { return }
        running[identity]?.task.cancel()
        let task = ViewGraphTask(priority: priority, isOpenEnded: isOpenEnded, action: action)
        running[identity] = (id, task)
        started.append(task)
    }

    /// Cancels the work of a view that disappeared.
    func cancel(_ identity: ViewIdentity) {
        running.removeValue(forKey: identity)?.task.cancel()
    }

    func cancelAll() {
        for (_, entry) in running { entry.task.cancel() }
        running.removeAll()
        started.removeAll()
    }

    func takeStarted() -> [ViewGraphTask] {
        defer { started.removeAll() }
        return started.filter { !$0.isCancelled }
    }
}

/// The value a `task(id:)` restarts on, compared with its own type's `==`.
struct TaskIdentifier {
    let value: Any
    let matches: (TaskIdentifier) -> Bool

    init<ID: Equatable>(_ value: ID) {
        self.value = value
        matches = { other in (other.value as? ID) == value }
    }
}
