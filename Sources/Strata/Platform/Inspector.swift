nonisolated extension View {
    /// Shows `content` as a trailing inspector column while `isPresented` is true (iOS 17).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return HStack(alignment: .top, spacing: 0) {
            self.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            if isPresented.wrappedValue {
                Divider()
                inspector
                    .frame(maxHeight: .infinity, alignment: .top)
                    .accessibilityElement(children: .contain)
            }
        }
    }

    /// The width of the inspector column (kept for API parity: the column sizes to its content).
    public consuming func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The width of the inspector column (kept for API parity).
    public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
