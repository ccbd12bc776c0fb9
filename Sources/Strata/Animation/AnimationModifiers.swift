/// A transition for views that appear and disappear. Strata renders final states, so transitions
/// keep their static meaning (the view is simply shown or not).
public struct AnyTransition: Sendable {
    let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A namespace for matched geometry effects.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// An identifier for a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}

    public var wrappedValue: Namespace.ID { ID(value: 0) }
}

extension View {
    /// Isolates the geometry of the view's subviews from its parent's animations (iOS 17; kept
    /// for API parity, since nothing moves yet).
    public func geometryGroup() -> some View { self }

    /// Animates changes of `value` (final states are rendered).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The older form without a value.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view appears and disappears.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Matches geometry with other views of the same id (final states are rendered).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }

    /// The content transition for changes (kept for API parity).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How content changes animate (kept for API parity).
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits that roll toward `value` (iOS 17).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
