import Foundation

/// SpriteKit's color type: `UIColor`, as on iOS.
public typealias SKColor = UIColor

/// A SpriteKit node, headless: a node keeps its tree, geometry and settings as they are set and
/// keeps the actions it is given; a server runs no simulation, so nothing moves on its own
/// (docs/compatibility.md#spritekit-accelerate-and-collection-views).
@MainActor @preconcurrency
open class SKNode: NSObject {
    open var name: String?
    open var position: CGPoint = .zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isPaused = false
    open var speed: CGFloat = 1
    open var isUserInteractionEnabled = false
    open var userData: NSMutableDictionary?
    open private(set) var children: [SKNode] = []
    open private(set) weak var parent: SKNode?
    /// Actions given to `run`, by key (an action run without a key gets a private one). Kept, never run.
    private var actionsByKey: [(key: String, action: SKAction)] = []
    private var unkeyedActionCount = 0

    public override init() {
        super.init()
    }

    /// A node from an archive: a server has none, so this makes an empty node.
    public required init?(coder aDecoder: NSCoder) {
        super.init()
    }

    /// The scene at the root of this node's tree, if any.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    /// The node's frame in its parent's coordinates: an empty rectangle at its position for nodes without content.
    open var frame: CGRect { CGRect(origin: position, size: .zero) }

    /// This node's frame joined with its children's, in the parent's coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        children.reduce(frame) { union, child in
            let childFrame = child.calculateAccumulatedFrame().offsetBy(dx: position.x, dy: position.y)
            return union.union(childFrame)
        }
    }

    /// Sets `xScale` and `yScale` together.
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    open func addChild(_ node: SKNode) {
        insertChild(node, at: children.count)
    }

    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        children.insert(node, at: min(max(index, 0), children.count))
        node.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
    }

    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    open func move(toParent parent: SKNode) {
        parent.addChild(self)
    }

    /// The first child with this name (searching children only, as SpriteKit does for plain names).
    open func childNode(withName name: String) -> SKNode? {
        children.first { $0.name == name }
    }

    /// Calls `block` for each child with this name; setting the pointer to true stops the search.
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for child in children where child.name == name {
            block(child, &stop)
            if stop.boolValue { return }
        }
    }

    open func isDescendant(of node: SKNode) -> Bool {
        var current: SKNode? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    open func contains(_ p: CGPoint) -> Bool {
        calculateAccumulatedFrame().contains(p)
    }

    // MARK: Actions

    /// Keeps the action; a server runs no simulation, so it never runs (and `completion` is not called).
    open func run(_ action: SKAction) {
        unkeyedActionCount += 1
        actionsByKey.append((key: "\u{0}\(unkeyedActionCount)", action: action))
    }

    open func run(_ action: SKAction, completion block: @escaping () -> Void) {
        run(action)
    }

    /// Keeps the action under `key`, replacing an action kept under the same key.
    open func run(_ action: SKAction, withKey key: String) {
        removeAction(forKey: key)
        actionsByKey.append((key: key, action: action))
    }

    open func action(forKey key: String) -> SKAction? {
        actionsByKey.first { $0.key == key }?.action
    }

    open func removeAction(forKey key: String) {
        actionsByKey.removeAll { $0.key == key }
    }

    open func removeAllActions() {
        actionsByKey.removeAll()
    }

    open func hasActions() -> Bool {
        !actionsByKey.isEmpty
    }
}
