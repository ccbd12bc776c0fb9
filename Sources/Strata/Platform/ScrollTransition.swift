/// Where a view is relative to the visible region of its scroll view.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows scrolling (kept for API parity).
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// When the transition starts (kept for API parity).
    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static var centered: Threshold { Threshold() }
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

nonisolated extension View {
    /// Changes the view as it scrolls in and out of view. A page renders every view in the
    /// `.identity` phase (fully visible), as it rests.
    public consuming func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(_VisualEffectModifier { _ in transition(EmptyVisualEffect(), .identity)._changes })
    }

    /// Changes the view as it scrolls in and out of view, with separate configurations per edge.
    public consuming func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(_VisualEffectModifier { _ in transition(EmptyVisualEffect(), .identity)._changes })
    }

    /// Adds margins to the content or indicators of scroll views in this view (kept for API parity).
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Adds margins to scroll views in this view (kept for API parity).
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Adds margins to scroll views in this view (kept for API parity).
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
