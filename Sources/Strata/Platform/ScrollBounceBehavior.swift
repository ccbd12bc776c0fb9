// Scroll bounce and scroll anchor roles. A browser decides how its scroll views bounce and where
// they start, so these are kept in the environment for code that reads them back.

/// The ways a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The scroll view chooses (on Apple platforms it always bounces).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// The scroll view always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// The scroll view bounces only when its content is larger than it.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// What a `defaultScrollAnchor(_:for:)` anchor is used for.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Where a scroll view is initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    /// How the content offset adjusts when the content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    /// How content smaller than the scroll view is aligned.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

private struct VerticalScrollBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private struct HorizontalScrollBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }

extension EnvironmentValues {
    /// The bounce behavior of the vertical axis of scrollable views in this environment.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceKey.self] }
        set { self[VerticalScrollBounceKey.self] = newValue }
    }

    /// The bounce behavior of the horizontal axis of scrollable views in this environment.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceKey.self] }
        set { self[HorizontalScrollBounceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how scrollable views in this view bounce along `axes` (kept in the environment:
    /// a browser scrolls natively).
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_EnvironmentModifier { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        })
    }

    /// Associates an anchor with one role of a scroll view's position (kept for API parity).
    public consuming func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }
}
