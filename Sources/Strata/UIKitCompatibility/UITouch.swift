import Foundation

/// A touch or other input event (a server receives none; code and tests can make one).
@MainActor @preconcurrency
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    /// The touches of the event.
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }
    let touches: Set<UITouch>

    public init() { touches = [] }

    /// An event carrying `touches`.
    public init(touches: Set<UITouch>) { self.touches = touches }

    /// The touches of the event inside `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let inside = touches.filter { $0.view === view }
        return inside.isEmpty ? nil : inside
    }
}

/// One finger on the screen, in UIKit's spelling. A server receives no touches; a touch made in
/// code records where it is in its window (`init(location:in:phase:)`), so passthrough and
/// hit-testing code that reads `location(in:)` can be exercised.
@MainActor @preconcurrency
open class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    /// The touch's point in its window's coordinates (or its view's, when the view is in no window).
    let windowLocation: CGPoint
    let previousWindowLocation: CGPoint
    /// The view the touch began in.
    open private(set) var view: UIView?
    open var window: UIWindow? { view?.window }
    open private(set) var phase: Phase
    open var tapCount: Int { 1 }
    open var timestamp: TimeInterval { 0 }
    open var type: TouchType { .direct }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }

    public init() {
        windowLocation = .zero
        previousWindowLocation = .zero
        phase = .began
    }

    /// A touch at `location` in `view`'s coordinates.
    public init(location: CGPoint, in view: UIView, phase: Phase = .began) {
        let inWindow = view.convert(location, to: nil)
        windowLocation = inWindow
        previousWindowLocation = inWindow
        self.view = view
        self.phase = phase
    }

    /// Where the touch is in `view`'s coordinates (in the window's when `view` is nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A press of a physical button: a key of a hardware keyboard or a remote's button.
open class UIPress: Hashable {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp = 30, pageDown }

    open var phase: Phase = .began
    open var type: PressType = .select
    open var timestamp: TimeInterval = 0
    open var force: CGFloat = 0
    /// The key pressed, for a hardware keyboard's key.
    open var key: UIKey?

    public init() {}

    public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key of a hardware keyboard.
open class UIKey {
    open var characters = ""
    open var charactersIgnoringModifiers = ""
    public init() {}
}

/// An event of physical button presses.
open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> = []
}
