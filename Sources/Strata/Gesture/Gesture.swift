/// An interaction recognized on a view. Taps run their actions and drags report their
/// changes and end, in live pages and the test host; pinches, rotations and long presses compile
/// with their SwiftUI types and keep their static meaning.
///
/// A custom gesture composes others in `body`, as in SwiftUI; Strata's own gestures are primitive
/// (their `Body` is `Never`). As Apple's, `Gesture` is bound to the main actor, as `View` is: a
/// gesture's members can use main-actor state.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of; primitive gestures have none.
    var body: Body { get }
    /// Renderer hook: the action a completed tap runs, if this gesture is a tap.
    var _tapAction: (() -> Void)? { get }
    /// Renderer hook: what a drag does, if this gesture is (or contains) a drag.
    var _dragHandlers: _DragHandlers? { get }
    /// Renderer hook: this gesture's value while a drag drives it, if it has one.
    func _value(fromDrag value: DragGesture.Value) -> Value?
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; the renderer reads their hooks directly.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Value == Body.Value {
    /// A composed gesture's value is its body's. This witness is how a custom gesture that
    /// declares only `body` gets its `Value` inferred, as in SwiftUI.
    public func _value(fromDrag value: DragGesture.Value) -> Body.Value? {
        if Body.self == Never.self { return value as? Value }
        return body._value(fromDrag: value)
    }
}

extension Gesture {
    /// A composed gesture does what its `body` does; a primitive one does nothing by default.
    public var _tapAction: (() -> Void)? { Body.self == Never.self ? nil : body._tapAction }
    public var _dragHandlers: _DragHandlers? { Body.self == Never.self ? nil : body._dragHandlers }
    public func _value(fromDrag value: DragGesture.Value) -> Value? {
        if Body.self == Never.self { return value as? Value }
        return body._value(fromDrag: value).flatMap { $0 as? Value }
    }

    /// Runs `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Runs `action` as the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Updates gesture state while the gesture is active; the state resets when it ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Recognizes both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Recognizes this gesture, then the other.
    public func sequenced<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Recognizes this gesture, or else the other.
    public func exclusively<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// A gesture with an action for its end.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void

    /// A tap's value is `Void`, so its end action can run without a recognizer.
    public var _tapAction: (() -> Void)? {
        guard base is TapGesture, let run = action as? (()) -> Void else { return base._tapAction }
        return { run(()) }
    }

    public var _dragHandlers: _DragHandlers? {
        let action = self.action
        let base = self.base
        return base._dragHandlers?.adding(ended: { value in base._value(fromDrag: value).map(action) })
    }
}

/// Two gestures recognized together; a tap in either runs.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second

    /// Recognizes `first` and `second` together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _tapAction: (() -> Void)? { first._tapAction ?? second._tapAction }
    public var _dragHandlers: _DragHandlers? { _DragHandlers.merging(first._dragHandlers, second._dragHandlers) }

    public func _value(fromDrag value: DragGesture.Value) -> Value? {
        let values = (first: first._value(fromDrag: value), second: second._value(fromDrag: value))
        return values.first == nil && values.second == nil ? nil : values
    }
}

/// A tap (or several).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for a minimum duration.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var _dragHandlers: _DragHandlers? { _DragHandlers(minimumDistance: minimumDistance) }
}

/// A pinch.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch, with its value as a struct (iOS 17 naming).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures a view's `gesture(_:including:)` enables (kept for API parity).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
    /// Attaches a gesture. A tap gesture's action runs when the view is activated. Main-actor
    /// isolated, as `Gesture` is.
    @MainActor @preconcurrency public consuming func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture))
    }

    @MainActor @preconcurrency public consuming func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture))
    }

    @MainActor @preconcurrency public consuming func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture))
    }

    /// Runs `action` after a long press (in the test host, activating the view runs it).
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(_GestureModifier(action: action))
    }

    /// The iOS 13 long press, with a `pressing` callback before the action.
    @_disfavoredOverload
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View {
        modifier(_GestureModifier(action: action))
    }

    /// SwiftUI's button gesture, which effect packages call: `action` runs when the view is
    /// activated, as a tap's does (`pressing` is not reported on the web).
    public consuming func _onButtonGesture(pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        modifier(_GestureModifier(action: action))
    }
}

/// Adds a tap effect when a gesture has a tap action, and a drag effect when it has a drag.
nonisolated public struct _GestureModifier: ViewModifier {
    let action: (() -> Void)?
    let drag: _DragHandlers?
    public typealias Body = Never

    init(action: (() -> Void)?) {
        self.action = action
        drag = nil
    }

    @MainActor init<G: Gesture>(_ gesture: G) {
        action = gesture._tapAction
        drag = gesture._dragHandlers
    }

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if let action = modifier.action { outputs.apply(.tap(count: 1, action: action), from: start) }
        if let drag = modifier.drag { outputs.apply(.drag(drag.renderDrag), from: start) }
    }
}
