/// A transition for views that appear and disappear. Static pages show the view or not; a live
/// page animates an inserted view in (removals are immediate).
public struct AnyTransition: Sendable {
    let name: String
    /// How an inserted view enters; nil for none.
    var insertion: RenderTransition?
    /// The animation the transition asks for, if it names one.
    var animation: Animation?

    init(name: String, insertion: RenderTransition?) {
        self.name = name
        self.insertion = insertion
    }

    public static let identity = AnyTransition(name: "identity", insertion: nil)
    public static let opacity = AnyTransition(name: "opacity", insertion: RenderTransition(fades: true))
    public static let scale = AnyTransition(name: "scale", insertion: RenderTransition(movement: .scale(0)))
    public static let slide = AnyTransition(name: "slide", insertion: RenderTransition(movement: .move(.leading)))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale", insertion: RenderTransition(movement: .scale(scale)))
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move", insertion: RenderTransition(movement: .move(edge))) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: "offset", insertion: RenderTransition(movement: .offset(CGSize(width: x, height: y))))
    }
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: "push", insertion: RenderTransition(fades: true, movement: .move(edge)))
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Both transitions at once: a live page fades the view in if either fades, and moves it the
    /// way the first one that moves says.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var combined = self
        switch (insertion, other.insertion) {
        case let (mine?, theirs?): combined.insertion = mine.combined(with: theirs)
        case (nil, let theirs): combined.insertion = theirs
        case (_, nil): break
        }
        return combined
    }
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
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

nonisolated extension View {
    /// Isolates the geometry of the view's subviews from its parent's animations (iOS 17; kept
    /// for API parity).
    public consuming func geometryGroup() -> some View { self }

    /// Animates changes of the content's appearance: a live page moves opacity, transforms,
    /// sizes and colors with a CSS transition; static pages show final states.
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_OptionalEffectModifier(effect: animation.map { .animation(RenderAnimation($0)) }))
    }

    /// The older form without a value: animates every change of the content's appearance.
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_OptionalEffectModifier(effect: animation.map { .animation(RenderAnimation($0)) }))
    }

    /// How the view appears: a live page animates it in when it is inserted.
    public consuming func transition(_ transition: AnyTransition) -> some View {
        modifier(_OptionalEffectModifier(effect: transition.insertion.map { .transition($0) }))
    }

    /// Matches geometry with other views of the same id (final states are rendered).
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }

    /// The content transition for changes (kept for API parity).
    public consuming func contentTransition(_ transition: ContentTransition) -> some View { self }
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
