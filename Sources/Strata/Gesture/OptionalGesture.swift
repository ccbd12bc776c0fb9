/// An optional gesture is a gesture: `nil` recognizes nothing (`view.gesture(isOn ? drag : nil)`).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public var _tapAction: (() -> Void)? { self?._tapAction }
    public var _dragHandlers: _DragHandlers? { self?._dragHandlers }
}

nonisolated extension View {
    /// Attaches `gesture` while `isEnabled` is true.
    @MainActor @preconcurrency public consuming func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(isEnabled ? gesture : nil))
    }

    /// Attaches `gesture`, recognized with the view's others, while `isEnabled` is true.
    @MainActor @preconcurrency public consuming func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(isEnabled ? gesture : nil))
    }

    /// Attaches `gesture`, ahead of the view's others, while `isEnabled` is true.
    @MainActor @preconcurrency public consuming func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(isEnabled ? gesture : nil))
    }
}
