import CoreFoundation
import Foundation

/// A Core Animation animation, headless: a layer keeps the animations added to it and runs none,
/// so a layer shows its model values, as it does on Apple platforms once an animation is removed.
/// The delegate is never told an animation started or stopped.
open class CAAnimation: CAAction {
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate (kept strongly, as Core Animation does).
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    /// The duration in seconds (0 means the transaction's duration).
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public required init() {}

    /// A new animation (Objective-C's factory spelling).
    open class func animation() -> Self { self.init() }

    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// What an animation tells its delegate (never called on a server: animations do not run).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
