/// An input event, in AppKit's spelling. A server receives no events from AppKit (input comes
/// through gestures and controls), so `NSApp.currentEvent` is nil; the type exists for code that
/// reads events, such as scroll-wheel handling.
public final class NSEvent {
    /// The kinds of events.
    public enum EventType: UInt, Sendable {
        case leftMouseDown = 1, leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged,
             rightMouseDragged, mouseEntered, mouseExited, keyDown, keyUp, flagsChanged
        case scrollWheel = 22
        case magnify = 30, swipe = 31, rotate = 18, gesture = 29
    }

    /// The phase of a gesture or scroll.
    public struct Phase: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let began = Phase(rawValue: 1)
        public static let stationary = Phase(rawValue: 2)
        public static let changed = Phase(rawValue: 4)
        public static let ended = Phase(rawValue: 8)
        public static let cancelled = Phase(rawValue: 16)
        public static let mayBegin = Phase(rawValue: 32)
    }

    public let type: EventType
    public let phase: Phase
    public let momentumPhase: Phase
    public let window: NSWindow?
    /// Where the event happened, in the window's coordinates (origin at the bottom left).
    public let locationInWindow: CGPoint
    public let scrollingDeltaX: CGFloat
    public let scrollingDeltaY: CGFloat
    public let hasPreciseScrollingDeltas: Bool

    /// An event of `type` (Strata's initializer: AppKit makes events, a server's tests can too).
    public init(type: EventType, phase: Phase = [], momentumPhase: Phase = [], window: NSWindow? = nil, locationInWindow: CGPoint = .zero,
                scrollingDeltaX: CGFloat = 0, scrollingDeltaY: CGFloat = 0, hasPreciseScrollingDeltas: Bool = true) {
        self.type = type
        self.phase = phase
        self.momentumPhase = momentumPhase
        self.window = window
        self.locationInWindow = locationInWindow
        self.scrollingDeltaX = scrollingDeltaX
        self.scrollingDeltaY = scrollingDeltaY
        self.hasPreciseScrollingDeltas = hasPreciseScrollingDeltas
    }
}

extension NSApplication {
    /// The event being handled (none on a server).
    public var currentEvent: NSEvent? { nil }
}
