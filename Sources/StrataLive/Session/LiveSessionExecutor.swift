import Dispatch

/// Where a live session's work runs: its actor's methods, and (as their task executor) the work
/// its views start with `task`. Views are bound to the main actor, as in SwiftUI, so every
/// session runs on the main queue: a render, a view's main-actor code and the state changes its
/// tasks make never race, and the isolation checks of views compiled in the Swift 6 mode hold.
/// A server process renders on one thread; scale out with processes (docs/deploy.md).
final class LiveSessionExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue.main

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async {
            job.runSynchronously(isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
    func asUnownedTaskExecutor() -> UnownedTaskExecutor { UnownedTaskExecutor(ordinary: self) }
}
