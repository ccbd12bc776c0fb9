// Newer transitions and timing curves. Static pages show final states; on live pages the
// blur-replace transitions fade in, modifier and custom transitions show their identity phase.

extension AnyTransition {
    /// Blurs and scales content in and out (iOS 17).
    public static var blurReplace: AnyTransition { .opacity }

    /// Blurs and scales content in and out in a direction (iOS 17).
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition { .opacity }

    /// A transition between two modifiers: `active` while inserted or removed, `identity` at rest
    /// (the page shows views at rest).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier", insertion: nil) }

    /// A transition from a `Transition` value (iOS 17).
    public init<T: Transition>(_ transition: T) { self.init(name: "custom", insertion: nil) }
}

/// The blur-replace transition (iOS 17).
public struct BlurReplaceTransition: Transition {
    /// The direction of the blur-replace transition.
    public struct Configuration: Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    public init(configuration: Configuration = .downUp) {}

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// The phase of a transition: content about to appear, shown, or disappearing.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear

    /// Whether the content is shown normally.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A custom transition (iOS 17): how content looks in each phase. Pages render content in the
/// `.identity` phase.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

nonisolated extension View {
    /// Applies a custom transition (content is shown in its identity phase).
    public consuming func transition<T: Transition>(_ transition: T) -> some View { self }

    /// Changes the transaction of updates in this view (kept for API parity: nothing animates).
    public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of updates caused by `value` (kept for API parity).
    public consuming func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension Animation {
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }
}
