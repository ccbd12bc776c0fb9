import CoreFoundation
import Foundation

/// An animation of one layer property, named by key path (`"strokeEnd"`, `"transform.scale"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public required init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a layer property; kept, not run.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through a list of values of a layer property; kept, not run.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    /// When each value is reached, 0...1.
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
}

/// A spring animation of a layer property; kept, not run.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// How long the spring takes to settle, estimated from its damping ratio: about five time
    /// constants of the envelope (Core Animation reports the same order of magnitude).
    open var settlingDuration: CFTimeInterval {
        let dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        let naturalFrequency = (stiffness / mass).squareRoot()
        guard dampingRatio > 0, naturalFrequency > 0 else { return .infinity }
        return Double(5 / (min(dampingRatio, 1) * naturalFrequency))
    }

    /// A spring that settles in about `duration` seconds with the given bounce (-1...1).
    public convenience init(perceptualDuration duration: TimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * CGFloat.pi / CGFloat(max(duration, 0.01))
        stiffness = omega * omega
        damping = 4 * CGFloat.pi * (1 - bounce) / CGFloat(max(duration, 0.01))
        self.duration = duration
    }
}

/// Animations that run together; kept, not run.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A transition between two states of a layer (`fade`, `push`); kept, not run.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// How a keyframe animation moves between values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
