/// Gives its content a proxy for scrolling to identified views.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy())
    }
}

/// Scrolls to views by their id. A static page has no scroll position, so `scrollTo` does
/// nothing until the live renderer exists.
public struct ScrollViewProxy {
    /// Scrolls so the view with `id` is visible, aligned at `anchor`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
