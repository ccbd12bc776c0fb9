import Foundation

/// How an action's progress is eased over its duration.
public enum SKActionTimingMode: Int, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
}

/// A SpriteKit action, headless: it records what it would do and for how long; nodes keep the
/// actions they run, and a server runs no frames, so no action is ever applied.
open class SKAction: NSObject {
    /// What an action does.
    public enum Kind {
        case move(to: CGPoint?, by: CGVector?)
        case rotate(toAngle: CGFloat?, byAngle: CGFloat?)
        case scale(to: CGFloat?, by: CGFloat?)
        case fade(toAlpha: CGFloat?, byAlpha: CGFloat?)
        case wait
        case sequence([SKAction])
        case group([SKAction])
        case `repeat`(SKAction, count: Int?)
        case removeFromParent
        case hide(Bool)
        case block(() -> Void)
        case custom
    }

    public let kind: Kind
    open var duration: TimeInterval
    open var timingMode: SKActionTimingMode = .linear
    open var speed: CGFloat = 1

    init(kind: Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration
        super.init()
    }

    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(kind: .move(to: location, by: nil), duration: duration)
    }

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(kind: .move(to: nil, by: delta), duration: duration)
    }

    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
        move(by: CGVector(dx: deltaX, dy: deltaY), duration: duration)
    }

    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .rotate(toAngle: nil, byAngle: radians), duration: duration)
    }

    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .rotate(toAngle: radians, byAngle: nil), duration: duration)
    }

    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .scale(to: scale, by: nil), duration: duration)
    }

    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .scale(to: nil, by: scale), duration: duration)
    }

    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction {
        SKAction(kind: .fade(toAlpha: 1, byAlpha: nil), duration: duration)
    }

    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction {
        SKAction(kind: .fade(toAlpha: 0, byAlpha: nil), duration: duration)
    }

    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .fade(toAlpha: alpha, byAlpha: nil), duration: duration)
    }

    open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: .fade(toAlpha: nil, byAlpha: factor), duration: duration)
    }

    open class func wait(forDuration duration: TimeInterval) -> SKAction {
        SKAction(kind: .wait, duration: duration)
    }

    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction(kind: .wait, duration: duration)
    }

    /// Runs the actions one after another: its duration is the sum of theirs.
    open class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction(kind: .sequence(actions), duration: actions.reduce(0) { $0 + $1.duration })
    }

    /// Runs the actions together: its duration is the longest of theirs.
    open class func group(_ actions: [SKAction]) -> SKAction {
        SKAction(kind: .group(actions), duration: actions.map(\.duration).max() ?? 0)
    }

    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(kind: .repeat(action, count: count), duration: action.duration * Double(max(count, 0)))
    }

    /// Repeats forever: its duration is infinite.
    open class func repeatForever(_ action: SKAction) -> SKAction {
        SKAction(kind: .repeat(action, count: nil), duration: .infinity)
    }

    open class func removeFromParent() -> SKAction {
        SKAction(kind: .removeFromParent, duration: 0)
    }

    open class func hide() -> SKAction { SKAction(kind: .hide(true), duration: 0) }
    open class func unhide() -> SKAction { SKAction(kind: .hide(false), duration: 0) }

    open class func run(_ block: @escaping () -> Void) -> SKAction {
        SKAction(kind: .block(block), duration: 0)
    }

    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(kind: .custom, duration: duration)
    }

    /// The action run backwards: sequences reverse their order; other actions are their own reverse here.
    open func reversed() -> SKAction {
        switch kind {
        case .sequence(let actions):
            return SKAction.sequence(actions.reversed().map { $0.reversed() })
        case .move(nil, let delta?):
            return SKAction(kind: .move(to: nil, by: CGVector(dx: -delta.dx, dy: -delta.dy)), duration: duration)
        case .rotate(nil, let angle?):
            return SKAction(kind: .rotate(toAngle: nil, byAngle: -angle), duration: duration)
        default:
            return SKAction(kind: kind, duration: duration)
        }
    }
}
