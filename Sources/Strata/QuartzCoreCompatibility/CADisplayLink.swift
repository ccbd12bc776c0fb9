import Foundation

/// A timer tied to the display's refresh, headless: a server has no display, so a link added to a
/// run loop never fires. Its target and selector are kept (a `#selector` does not compile on Linux;
/// `Selector("name")` does), and its timing properties have a 60 Hz display's values.
public final class CADisplayLink {
    public let target: Any
    public let selector: Selector
    public var isPaused = false
    public var preferredFramesPerSecond = 0
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// Whether the link is in a run loop (between `add(to:forMode:)` and `invalidate()`).
    public private(set) var isScheduled = false
    public private(set) var timestamp: TimeInterval = 0
    public private(set) var targetTimestamp: TimeInterval = 1.0 / 60
    public let duration: TimeInterval = 1.0 / 60

    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
    }

    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = true
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    public func invalidate() {
        isScheduled = false
    }
}

/// A range of frame rates a display link or animation prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
