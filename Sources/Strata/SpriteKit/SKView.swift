import Foundation

/// An animated transition between two scenes (kept: a server shows the new scene at once).
open class SKTransition: NSObject {
    public let duration: TimeInterval
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func fade(with color: SKColor, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
}

/// The direction of a push, move-in or reveal transition.
public enum SKTransitionDirection: Int, Sendable {
    case up, down, right, left
}

/// A UIKit view presenting a SpriteKit scene, headless: presenting a scene calls its
/// `sceneDidLoad()` (once) and `didMove(to:)`, and the scene outgoing gets `willMove(from:)`; no
/// frames run, so `update(_:)` is never called and actions never run.
@MainActor @preconcurrency
open class SKView: UIView {
    /// The scene this view presents.
    open private(set) var scene: SKScene?
    open var isPaused = false
    open var preferredFramesPerSecond = 60
    open var allowsTransparency = false
    open var ignoresSiblingOrder = false
    open var shouldCullNonVisibleNodes = true
    open var isAsynchronous = true
    open var showsFPS = false
    open var showsDrawCount = false
    open var showsNodeCount = false
    open var showsQuadCount = false
    open var showsPhysics = false
    open var showsFields = false

    open func presentScene(_ scene: SKScene?) {
        if let current = self.scene, current !== scene { current.dismissed(from: self) }
        self.scene = scene
        scene?.presented(in: self)
    }

    open func presentScene(_ scene: SKScene, transition: SKTransition) {
        presentScene(scene)
    }

    /// A texture of the node's accumulated frame (its pixels are not rendered on a server).
    open func texture(from node: SKNode) -> SKTexture? {
        SKTexture(size: node.calculateAccumulatedFrame().size)
    }

    open func texture(from node: SKNode, crop: CGRect) -> SKTexture? {
        SKTexture(size: crop.size)
    }

    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
        scene.convertPoint(fromView: point)
    }

    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
        scene.convertPoint(toView: point)
    }
}
