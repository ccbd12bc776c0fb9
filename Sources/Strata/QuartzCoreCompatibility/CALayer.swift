import CoreFoundation
import Foundation

/// A Core Animation layer, headless: a server draws no layers, so a layer keeps its geometry,
/// appearance, sublayers and animations as they are set and draws nothing. A UIKit view drawn with
/// layers renders as the placeholder of a `UIViewRepresentable` without a SwiftUI counterpart.
open class CALayer {
    /// The layer's own rectangle.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint = .zero
    /// The point of the bounds (in unit coordinates) that `position` places.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var anchorPointZ: CGFloat = 0
    open var transform = CATransform3DIdentity
    open var sublayerTransform = CATransform3DIdentity
    open var isHidden = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var masksToBounds = false
    open var opacity: Float = 1
    open var isOpaque = false
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    /// The layer's content (an image on Apple platforms); kept, never drawn.
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var needsDisplayOnBoundsChange = false
    open var name: String?
    /// A layer whose alpha masks this one.
    open var mask: CALayer?
    open weak var delegate: (any CALayerDelegate)?
    /// Core Animation timing of the layer itself.
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var style: [AnyHashable: Any]?
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?

    /// The layer's sublayers, back to front (nil when it has none, as Core Animation reports).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// The layer this layer was added to.
    open private(set) weak var superlayer: CALayer?
    /// Whether `setNeedsDisplay()` was called since the layer was last displayed.
    open private(set) var needsDisplay = false
    /// Whether `setNeedsLayout()` was called since the layer was last laid out.
    open private(set) var needsLayout = false

    private var children: [CALayer] = []
    private var animationsByKey: [(key: String, animation: CAAnimation)] = []
    private var values: [String: Any] = [:]

    public required init() {}

    /// A copy of another layer (Core Animation makes presentation layers this way).
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        opacity = other.opacity
        isHidden = other.isHidden
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
    }

    /// The layer's rectangle in its superlayer: its bounds placed by `position` and `anchorPoint`
    /// (transforms are not applied).
    open var frame: CGRect {
        get {
            CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                   width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x,
                               y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    // MARK: Sublayers

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Animations

    /// Keeps `anim` under `key` (replacing one under the same key). Nothing runs: the layer's
    /// properties keep their model values, which is what a finished, removed animation leaves.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(animationsByKey.count)"
        animationsByKey.removeAll { $0.key == key }
        animationsByKey.append((key, anim))
    }

    open func animation(forKey key: String) -> CAAnimation? {
        animationsByKey.first { $0.key == key }?.animation
    }

    /// The keys of the animations added, in order (nil when there are none).
    open func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
    }

    open func removeAnimation(forKey key: String) {
        animationsByKey.removeAll { $0.key == key }
    }

    open func removeAllAnimations() {
        animationsByKey.removeAll()
    }

    // MARK: Display and layout

    open func setNeedsDisplay() { needsDisplay = true }
    open func setNeedsDisplay(_ r: CGRect) { needsDisplay = true }
    open func displayIfNeeded() { if needsDisplay { display() } }

    /// Asks the delegate to display or draw the layer; a server has no drawing surface, so
    /// `draw(in:)` is not called.
    open func display() {
        needsDisplay = false
        delegate?.display(self)
    }

    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    open func render(in ctx: CGContext) {}

    open func setNeedsLayout() { needsLayout = true }
    open func layoutIfNeeded() { if needsLayout { layoutSublayers() } }

    open func layoutSublayers() {
        needsLayout = false
        delegate?.layoutSublayers(of: self)
    }

    /// The layer as shown on screen; with no animation running, the layer itself.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    // MARK: Key-value coding

    open func value(forKey key: String) -> Any? { values[key] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { p }
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { p }
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { r }
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { r }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether `p` (in the layer's coordinates) lies in its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The frontmost visible layer under `p` (in the superlayer's coordinates): a sublayer that
    /// contains it, else this layer when its frame does, else nil.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, frame.contains(p) else { return nil }
        let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }
}

/// What a layer asks of its delegate (UIKit views are their layers' delegates on Apple platforms).
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// An action a layer runs when a property changes (an animation, usually).
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
