// Scheduling work on a dispatch queue through Combine's `Scheduler` spelling
// (`DispatchQueue.main.schedule(after: when, tolerance: 0.016) { ... }`), as effect libraries delay
// an update. Unlike Strata's time-based operators, which deliver at once, these run the action on
// the queue at the time asked, as Apple's do.

import Dispatch
import Foundation

/// Carries a non-sendable action to the queue that runs it (the caller hands it over).
private struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

extension DispatchQueue {
    /// The current time, in the queue's time type.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// The least tolerance the queue honors (none).
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the queue as soon as possible.
    public func schedule(options: SchedulerOptions? = nil, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        async { scheduled.run() }
    }

    /// Runs `action` on the queue at `date` (the tolerance is not used).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions? = nil, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime) { scheduled.run() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, action)
    }
}

extension DispatchQueue.SchedulerTimeType {
    /// The time `interval` later.
    public func advanced(by interval: _SchedulerInterval) -> Self {
        Self(dispatchTime + interval.timeInterval)
    }
}

// Dispatch's time constants, which Linux's Dispatch does not declare.
/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
