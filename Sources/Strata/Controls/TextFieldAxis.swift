// The iOS 16 text field forms that grow along an axis. The web input is single-line, so the axis
// is kept for API parity.

extension TextField where Label == Text {
    /// A text field that grows along `axis` as text is entered.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    /// A text field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }

    /// A text field that grows along `axis` as text is entered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A text field with a prompt that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }
}

extension TextField {
    /// A text field with a custom label that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

nonisolated extension View {
    /// Limits text to a range of lines; the upper bound is the limit.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Limits text to at least some lines (no upper limit).
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }

    /// Limits text to at most some lines.
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Limits text to `limit` lines, optionally reserving their space (not reserved on the web).
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit)
    }
}
