#if !canImport(Darwin)
/// The current time of a monotonic clock, in seconds (Core Animation's clock, which animation
/// code reads to time frames). Only differences between two readings mean anything.
public func CACurrentMediaTime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}
#endif
