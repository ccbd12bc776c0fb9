// Drag and drop with `Transferable` items (iOS 16). A page offers no dragging yet, so these
// compile and do nothing.

nonisolated extension View {
    /// Lets the view be dragged, carrying `payload` (kept for API parity).
    public consuming func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the view be dragged with a custom preview (kept for API parity).
    public consuming func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts dropped items of a type (kept for API parity: nothing is dropped on a page yet).
    public consuming func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}

nonisolated extension DynamicViewContent {
    /// Inserts dropped items into a `ForEach` (kept for API parity).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent { self }
}
