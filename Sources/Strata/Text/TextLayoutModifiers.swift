// Text layout modifiers.

/// How text is truncated when it does not fit.
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

nonisolated extension View {
    /// Extra space between the lines of text in this view, added to the font's leading (negative
    /// tightens it).
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EffectModifier(effect: .lineSpacing(lineSpacing)))
    }

    /// The smallest scale text may shrink to to fit (kept for API parity: web text wraps instead).
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Where text that does not fit its line limit is cut: at its start, in its middle or at
    /// its end (the default). Applies to text limited to one line.
    @inlinable
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentWriteModifier(value: mode) { $0.truncationMode = $1 })
    }

    /// Whether text may tighten letter spacing to fit (kept for API parity).
    public consuming func allowsTightening(_ flag: Bool) -> some View { self }
}
