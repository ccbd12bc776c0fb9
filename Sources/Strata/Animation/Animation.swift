/// How a change animates. Strata renders final states; back ends may turn simple animations into
/// CSS transitions using `duration`.
public struct Animation: Hashable, Sendable {
    public enum Curve: Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }

    public var curve: Curve
    public var duration: Double
    public var delay: Double = 0
    public var speed: Double = 1
    public var repeatCount: Int? = 1
    public var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let spring = Animation(curve: .spring, duration: 0.5)
    public static let bouncy = Animation(curve: .spring, duration: 0.5)
    public static let smooth = Animation(curve: .spring, duration: 0.5)
    public static let snappy = Animation(curve: .spring, duration: 0.3)
    public static let interactiveSpring = Animation(curve: .spring, duration: 0.15)
    /// A smooth spring with a duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    /// A snappy spring with a duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    /// A bouncy spring with a duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }

    /// A spring animation from a `Spring` description.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: spring.duration)
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(curve: .spring, duration: response)
    }

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: response)
    }

    /// A spring with a perceptual duration and bounce. `.spring()` picks the response form.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: duration)
    }

    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed = speed; return copy }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }
}

/// Runs `body` (state changes) with an animation. Changes apply at once; the result is returned.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try AnimationContext.$current.withValue(animation) { try body() }
}
