import Foundation

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// The state of an animator.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// An interruptible animation of view properties, headless: a server shows no frames in between,
/// so starting or finishing at the end runs the animation blocks (their changes are the end state)
/// and then the completions with `.end`; pausing and scrubbing `fractionComplete` run nothing.
@MainActor @preconcurrency
open class UIViewPropertyAnimator {
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// How far the animation is, 0...1 (set by code to scrub; kept).
    open var fractionComplete: CGFloat = 0
    public let duration: TimeInterval
    open private(set) var delay: TimeInterval = 0

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// An animator that starts at once (so runs `animations`, then `completion` with `.end`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations to their end at once, then the completions.
    open func startAnimation() {
        state = .active
        isRunning = true
        finishAnimation(at: isReversed ? .start : .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Makes the animator active without running anything (for scrubbing `fractionComplete`).
    open func pauseAnimation() {
        state = .active
        isRunning = false
    }

    /// Stops the animator: without finishing it becomes inactive at once; otherwise it is
    /// stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends the animation at `finalPosition` (`.end` runs the animation blocks) and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if finalPosition == .end {
            let pending = animations
            animations = []
            for animation in pending { animation() }
            fractionComplete = 1
        }
        isRunning = false
        state = .inactive
        let finished = completions
        completions = []
        for completion in finished { completion(finalPosition) }
    }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }
}
