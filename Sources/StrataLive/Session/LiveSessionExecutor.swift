import Dispatch

/// The one serial queue a live session's work runs on: its actor's methods, and (as their task
/// executor) the work its views start with `task`. So that work's state changes never race a
/// render, much as SwiftUI runs both on the main actor.
final class LiveSessionExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "strata.live-session")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async {
            job.runSynchronously(isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
    func asUnownedTaskExecutor() -> UnownedTaskExecutor { UnownedTaskExecutor(ordinary: self) }
}
