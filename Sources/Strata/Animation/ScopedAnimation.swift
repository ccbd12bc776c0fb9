nonisolated extension View {
    /// Animates the changes the modifiers in `body` make (iOS 17). A live page animates the
    /// appearance of what `body` returns, as `animation(_:)` does.
    public consuming func animation<V: View>(_ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
        _PlaceholderModifiedView(source: self, transform: body).animation(animation)
    }
}
