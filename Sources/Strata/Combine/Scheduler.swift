/// Where and when a publisher delivers values (`RunLoop.main`, `DispatchQueue.main`). Strata's
/// operators deliver at once, so a scheduler only supplies the time types of their arguments
/// (`.milliseconds(300)`, `0.5`).
public protocol Scheduler {
    associatedtype SchedulerTimeType: _SchedulerTime
    associatedtype SchedulerOptions
}

/// A scheduler's time type: what its intervals (`Stride`) are.
public protocol _SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}

/// An interval spelled in seconds or fractions of a second.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler interval, in seconds.
public struct _SchedulerInterval: SchedulerTimeIntervalConvertible, Comparable, Hashable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The interval in seconds.
    public var timeInterval: TimeInterval

    public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
    public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
    public init(floatLiteral value: Double) { timeInterval = value }

    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
}

extension RunLoop: Scheduler {
    /// A run loop's time.
    public struct SchedulerTimeType: _SchedulerTime, Sendable {
        public typealias Stride = _SchedulerInterval
        public var date: Date
        public init(_ date: Date) { self.date = date }
    }

    public struct SchedulerOptions: Sendable {}
}

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time.
    public struct SchedulerTimeType: _SchedulerTime, Sendable {
        public typealias Stride = _SchedulerInterval
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
    }

    public struct SchedulerOptions: Sendable {
        public init() {}
    }
}

extension OperationQueue: Scheduler {
    /// An operation queue's time.
    public struct SchedulerTimeType: _SchedulerTime, Sendable {
        public typealias Stride = _SchedulerInterval
        public var date: Date
        public init(_ date: Date) { self.date = date }
    }

    public struct SchedulerOptions: Sendable {}
}

/// A scheduler that performs work at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    public struct SchedulerTimeType: _SchedulerTime, Sendable {
        public typealias Stride = _SchedulerInterval
    }

    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}
