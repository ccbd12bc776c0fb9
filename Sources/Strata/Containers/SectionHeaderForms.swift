// The iOS 13 forms of `Section` that take header and footer views as values; still common.

extension Section {
    /// A section with a header and footer given as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header given as a view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section (iOS 17). On the web the content shows while `isExpanded` is true.
    public init<Collapsible: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Collapsible) where Content == _CollapsibleContent<Collapsible> {
        let body = content()
        self.init(content: { _CollapsibleContent(isExpanded: isExpanded, content: body) }, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

/// Section content shown only while expanded.
nonisolated public struct _CollapsibleContent<Content: View>: View {
    let isExpanded: Binding<Bool>
    let content: Content

    public var body: some View {
        if isExpanded.wrappedValue { content }
    }
}
