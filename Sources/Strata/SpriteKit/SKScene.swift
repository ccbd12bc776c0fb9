import Foundation

/// A node that can filter its children's drawing (kept: nothing is drawn on a server).
@MainActor @preconcurrency
open class SKEffectNode: SKNode {
    open var shouldEnableEffects = false
    open var shouldRasterize = false
    open var blendMode: SKBlendMode = .alpha
}

/// How a scene is fitted to the view presenting it.
public enum SKSceneScaleMode: Int, Sendable {
    case fill, aspectFill, aspectFit, resizeFill
}

/// The root of a SpriteKit node tree. `SKView.presentScene(_:)` (and `SpriteView`) call
/// `sceneDidLoad()` once and `didMove(to:)`, as SpriteKit does; `update(_:)` is never called, since a
/// server runs no frames.
@MainActor @preconcurrency
open class SKScene: SKEffectNode {
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    /// The scene's background; SpriteKit's default is a dark gray.
    open var backgroundColor: SKColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open var anchorPoint: CGPoint = .zero
    open var scaleMode: SKSceneScaleMode = .fill
    open weak var camera: SKNode?
    /// The view presenting the scene.
    open internal(set) weak var view: SKView?
    private var loaded = false
    /// Set when a `SpriteView` has presented the scene, so it presents it only once.
    var wasPresentedBySpriteView = false

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: CGSize(width: 1, height: 1))
    }

    /// A scene from an archive: a server has none, so this makes an empty 1×1 scene.
    public required init?(coder aDecoder: NSCoder) {
        size = CGSize(width: 1, height: 1)
        super.init(coder: aDecoder)
    }

    /// A scene from an `.sks` file: a server reads none, so this is nil.
    public convenience init?(fileNamed filename: String) {
        return nil
    }

    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    open func sceneDidLoad() {}
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didFinishUpdate() {}

    /// Called by `SKView` when it presents this scene.
    func presented(in view: SKView) {
        if !loaded {
            loaded = true
            sceneDidLoad()
        }
        self.view = view
        didMove(to: view)
    }

    func dismissed(from view: SKView) {
        willMove(from: view)
        self.view = nil
    }

    /// A point in view coordinates as a point in the scene (the scene fills the view, origin bottom left).
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + frame.minX, y: size.height - point.y + frame.minY)
    }

    open func convertPoint(toView point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: size.height - (point.y - frame.minY))
    }
}
