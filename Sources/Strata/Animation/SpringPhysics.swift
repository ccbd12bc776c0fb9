import Foundation

/// A spring described by physics (mass, stiffness, damping) as well as by duration and bounce.
/// A spring is kept as its duration and bounce, which fix its motion; its physical values are those
/// of the equivalent spring with a mass of 1.
extension Spring {
    /// A spring with a mass, stiffness and damping. Without `allowOverDamping`, a spring damped
    /// past critical damping is treated as critically damped.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass > 0 ? mass : 1
        let stiffness = Swift.max(stiffness, .leastNonzeroMagnitude)
        let ratio = Swift.max(damping, 0) / (2 * (stiffness * mass).squareRoot())
        self.init(response: 2 * .pi / (stiffness / mass).squareRoot(),
                  dampingRatio: allowOverDamping ? ratio : Swift.min(ratio, 1))
    }

    /// The time an undamped oscillation of the spring takes, in seconds (its duration).
    public var response: Double { duration }

    /// The damping as a fraction of critical damping: 1 minus the bounce, or more than 1 for an
    /// over-damped spring (negative bounce).
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// The mass of the equivalent spring, always 1.
    public var mass: Double { 1 }

    /// The spring coefficient of the equivalent spring with a mass of 1.
    public var stiffness: Double {
        let angularFrequency = 2 * .pi / duration
        return angularFrequency * angularFrequency
    }

    /// The damping coefficient of the equivalent spring with a mass of 1.
    public var damping: Double { 4 * .pi * dampingRatio / duration }
}

extension Animation {
    /// A spring that keeps the velocity of an interrupted animation, from mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A spring that keeps the velocity of an interrupted animation, from a `Spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(curve: .spring, duration: spring.duration)
    }

    /// A spring that keeps the velocity of an interrupted animation, from a duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The interpolating spring with the default values.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interactive spring from a duration and extra bounce. `.interactiveSpring()` picks the response form.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(curve: .spring, duration: duration)
    }
}
