/// How changes of a node's appearance animate, for back ends that can move things (CSS
/// transitions on live pages). Static output shows final states.
public struct RenderAnimation: Equatable, Sendable {
    public var curve: Animation.Curve
    /// Seconds, already divided by the animation's speed.
    public var duration: Double
    public var delay: Double

    public init(_ animation: Animation) {
        curve = animation.curve
        let speed = animation.speed > 0 ? animation.speed : 1
        duration = animation.duration / speed
        delay = animation.delay / speed
    }
}

/// How a view enters when it is inserted into a live page. Removals are immediate.
public struct RenderTransition: Equatable, Sendable {
    /// Where an entering view starts moving from.
    public enum Movement: Equatable, Sendable {
        case scale(CGFloat)
        /// From beyond an edge (`.slide` enters from the leading one).
        case move(Edge)
        case offset(CGSize)
    }

    /// Whether the view fades in.
    public var fades: Bool
    /// How the view moves in, if it does.
    public var movement: Movement?

    public init(fades: Bool = false, movement: Movement? = nil) {
        self.fades = fades
        self.movement = movement
    }

    /// Both transitions at once (a view moves in the way the first one says).
    public func combined(with other: RenderTransition) -> RenderTransition {
        RenderTransition(fades: fades || other.fades, movement: movement ?? other.movement)
    }
}
