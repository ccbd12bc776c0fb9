/// A description of how values change over time, built with `KeyframeTrack`s.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one track, built with `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`
/// and `MoveKeyframe`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// Keyframes as built by `KeyframesBuilder` (their timing is not evaluated on the web).
public struct _BuiltKeyframes<Value>: Keyframes {
    init() {}
}

/// Track content as built by `KeyframeTrackContentBuilder`.
public struct _BuiltKeyframeTrackContent<Value>: KeyframeTrackContent {
    init() {}
}

/// Builds the keyframes of a `keyframeAnimator`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    public static func buildExpression(_ keyframes: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { keyframes }
    /// A keyframe of the whole value, without a `KeyframeTrack` around it.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _BuiltKeyframes<Value> where K.Value == Value { _BuiltKeyframes() }
    public static func buildBlock(_ parts: _BuiltKeyframes<Value>...) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    public static func buildOptional(_ part: _BuiltKeyframes<Value>?) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    public static func buildEither(first: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { first }
    public static func buildEither(second: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { second }
    public static func buildArray(_ parts: [_BuiltKeyframes<Value>]) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
}

/// Builds the keyframes of a `KeyframeTrack`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _BuiltKeyframeTrackContent<Value> where K.Value == Value { _BuiltKeyframeTrackContent() }
    public static func buildBlock(_ parts: _BuiltKeyframeTrackContent<Value>...) -> _BuiltKeyframeTrackContent<Value> { _BuiltKeyframeTrackContent() }
    public static func buildOptional(_ part: _BuiltKeyframeTrackContent<Value>?) -> _BuiltKeyframeTrackContent<Value> { _BuiltKeyframeTrackContent() }
    public static func buildEither(first: _BuiltKeyframeTrackContent<Value>) -> _BuiltKeyframeTrackContent<Value> { first }
    public static func buildEither(second: _BuiltKeyframeTrackContent<Value>) -> _BuiltKeyframeTrackContent<Value> { second }
    public static func buildArray(_ parts: [_BuiltKeyframeTrackContent<Value>]) -> _BuiltKeyframeTrackContent<Value> { _BuiltKeyframeTrackContent() }
}

/// The keyframes of one property of the animated value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Root == Value {
    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// A keyframe reached by linear interpolation.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to immediately.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve for keyframes.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring's physical description.
public struct Spring: Hashable, Sendable {
    public var duration: TimeInterval
    public var bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// An over-damped spring (a ratio above 1) has a negative bounce: 1 / ratio - 1.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: dampingRatio > 1 ? 1 / dampingRatio - 1 : 1 - dampingRatio)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// A container that animates its content with keyframes. A page shows the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public init<Trigger: Equatable>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

nonisolated extension View {
    /// Animates the view with keyframes, repeating (a page shows the initial value).
    public consuming func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        _PlaceholderModifiedView(source: self) { placeholder in content(placeholder, initialValue) }
    }

    /// Animates the view with keyframes each time `trigger` changes (a page shows the initial value).
    public consuming func keyframeAnimator<Value, Trigger: Equatable, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        _PlaceholderModifiedView(source: self) { placeholder in content(placeholder, initialValue) }
    }
}
