/// A label that shows or hides content. The label is a button with an expanded state; the
/// content is rendered only while expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var expandedState = false
    @Environment(\.disclosureGroupStyle) private var style
    /// Set for `DisclosureGroup(configuration)`, which draws the platform look inside a style.
    var usesPlatformLook = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded ?? $expandedState
        if let style, !usesPlatformLook {
            style(DisclosureGroupStyleConfiguration(
                label: .init(view: AnyView(label)), content: .init(view: AnyView(content())), isExpanded: expanded
            ))
        } else {
            platformLook(expanded)
        }
    }

    private func platformLook(_ expanded: Binding<Bool>) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
                        .accessibilityHidden(true)
                }
            }
            .buttonStyle(.plain)
            .accessibilityValue(expanded.wrappedValue ? "expanded" : "collapsed")
            if expanded.wrappedValue {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
