// UIKit's concrete gesture recognizers, headless: settings are kept; translation, velocity, scale
// and rotation are what code last set (zero, or one for scale), as no touches arrive on a server.

/// Recognizes taps.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// Recognizes a press held in place.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: Double = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// Recognizes dragging.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translations: [ObjectIdentifier?: CGPoint] = [:]

    /// The drag so far in `view`'s coordinates (what `setTranslation(_:in:)` last set).
    open func translation(in view: UIView?) -> CGPoint { translations[view.map(ObjectIdentifier.init)] ?? .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { translations[view.map(ObjectIdentifier.init)] = translation }
    /// The drag's speed in points per second (zero: nothing moves on a server).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Recognizes a pan that starts at an edge of the screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// Recognizes swipes.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// Recognizes pinches.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// Recognizes two-finger rotation.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// The edges of a rectangle (UIKit's spelling).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
