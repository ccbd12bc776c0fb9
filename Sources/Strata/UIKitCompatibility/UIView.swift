import Foundation

/// A UIKit view, headless. A server has no UIKit: a view keeps its hierarchy, geometry and
/// settings as they are set, runs `layoutSubviews()` when `layoutIfNeeded()` finds it marked by
/// `setNeedsLayout()`, and hit-tests its frames; it is never drawn (`draw(_:)` is not called).
/// In a `UIViewRepresentable`, a few views stand for a SwiftUI counterpart (`UIVisualEffectView`
/// with a blur is a material, `UIActivityIndicatorView` a spinner, `UILabel` text, `UIImageView`
/// its image); other views draw nothing. Layers, Auto Layout and animation come with `import UIKit`
/// (docs/compatibility.md#uikit-view-layer).
@MainActor @preconcurrency
open class UIView: UIResponder {
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor(color: .accentColor) }
        set { ownTintColor = newValue; tintColorDidChange() }
    }
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var clipsToBounds = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    /// The view's transform (kept; a server draws no UIKit views).
    open var transform: CGAffineTransform = .identity
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { layoutMarginsDidChange() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The elements of an accessibility container, in reading order.
    open var accessibilityElements: [Any]?
    open private(set) var subviews: [UIView] = []
    /// The view this view was added to.
    open private(set) weak var superview: UIView?
    /// The constraints this view holds (kept, not solved: layout is the browser's on the web).
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// Objects the `UIKit` module attaches to a view (its layer, gesture recognizers, layout guides).
    public final var _attachments: [String: AnyObject] = [:]

    private var ownTintColor: UIColor?
    private var needsLayout = true
    private var needsPropertyUpdate = true
    private var needsConstraintUpdate = true

    /// The value of `intrinsicContentSize` dimensions a view does not have.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The size Auto Layout uses for "as small as possible".
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// The size Auto Layout uses for "as large as possible".
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view from an archive. A server has no archives: this makes an empty view.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view's next responder is its superview.
    open override var next: UIResponder? { superview }

    /// The appearance proxy of this class (`UITableView.appearance().backgroundColor = .clear`).
    /// A page has no UIKit views, so settings made through it change nothing.
    open class func appearance() -> Self {
        guard let proxy = Self(coder: NSCoder()) else { preconditionFailure("\(Self.self)(coder:) made no appearance proxy") }
        return proxy
    }

    // MARK: Geometry

    /// The view's own rectangle: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The frame's center in the superview.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The insets of the safe area (none: a page has no notch or bars).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The size the view would like, for Auto Layout (none by default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    /// The size that fits `size`: the view's current size unless a subclass says otherwise.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    /// `point` in `view`'s coordinates (the window's for nil). Frames only: transforms are not applied.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x + originInRoot.x, y: point.y + originInRoot.y)
        guard let view else { return inWindow }
        return CGPoint(x: inWindow.x - view.originInRoot.x, y: inWindow.y - view.originInRoot.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let origin = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + origin.x - originInRoot.x, y: point.y + origin.y - originInRoot.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The origin of the bounds in the outermost superview's coordinates.
    private var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            view = parent
        }
        return origin
    }

    // MARK: Hit testing

    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Hierarchy

    /// The window the view is in: the nearest `UIWindow` among the view and its superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its subviews, at any depth.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` among this view and its subviews, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let match = subview.viewWithTag(tag) { return match } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Layout and display

    /// Marks the view for layout by the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` if the view is marked, then lays out its subviews the same way.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the subviews; subclasses place theirs here. A server runs it from `layoutIfNeeded()`.
    open func layoutSubviews() {}


    /// Marks the view's constraints for update by the next `updateConstraintsIfNeeded()`.
    open func setNeedsUpdateConstraints() { needsConstraintUpdate = true }

    /// Runs `updateConstraints()` if the view is marked, then does the same for its subviews.
    open func updateConstraintsIfNeeded() {
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            updateConstraints()
        }
        for subview in subviews { subview.updateConstraintsIfNeeded() }
    }

    /// Updates the view's constraints; subclasses override it and call `super` last.
    open func updateConstraints() {}

    /// Called on a view loaded from a nib or storyboard (a server loads none; kept for overrides).
    open func awakeFromNib() {}

    /// Marks the view's properties for update by the next `updatePropertiesIfNeeded()` (iOS 26).
    open func setNeedsUpdateProperties() { needsPropertyUpdate = true }

    /// Runs `updateProperties()` if the view is marked.
    open func updatePropertiesIfNeeded() {
        if needsPropertyUpdate {
            needsPropertyUpdate = false
            updateProperties()
        }
    }

    /// Updates the view's properties from observed state; subclasses override it (iOS 26). A server
    /// runs it from `updatePropertiesIfNeeded()`.
    open func updateProperties() {}

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func tintColorDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle == .dark ? .dark : .light) }
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// Draws the view's content; a server has no drawing pass, so it is not called.
    open func draw(_ rect: CGRect) {}

    /// The view's class and frame, as UIKit describes a view (`<UIWindow: 0x…; frame = (0 0; 390 844)>`).
    open var description: String {
        "<\(type(of: self)): \(ObjectIdentifier(self)); frame = (\(frame.origin.x) \(frame.origin.y); \(frame.size.width) \(frame.size.height))>"
    }
    open var debugDescription: String { description }

    // An accessibility container's elements (`UIAccessibilityContainer`): `accessibilityElements`.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Draws the view's hierarchy into the current image context. A server draws no UIKit pixels,
    /// so nothing is drawn and the result is false, as UIKit reports a hierarchy it could not draw.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
    open func endEditing(_ force: Bool) -> Bool { true }

    // MARK: Auto Layout

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraints.contains(where: { $0 === constraint }) else { return }
        constraints.append(constraint)
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    /// The class of the layer the view makes, for subclasses to override
    /// (`override class var layerClass: AnyClass { CAGradientLayer.self }`). The default stands
    /// for `CALayer`, which lives in QuartzCore; the `UIKit` module makes the layer.
    open class var layerClass: AnyClass { _UIDefaultLayerClass.self }

    /// The SwiftUI view this UIKit view stands for on the web (nil draws nothing).
    open var _swiftUIView: AnyView? { nil }
}

/// What `UIView.layerClass` returns unless overridden: a plain `CALayer` (see `UIView.layer`).
public final class _UIDefaultLayerClass {}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which edges and sizes follow the superview when it resizes.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
