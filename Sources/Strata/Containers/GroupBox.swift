/// A box grouping related content under an optional label, drawn by the `GroupBoxStyle`.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// The iOS 14 form: a label given as a view.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let label = self.label, content = self.content
        _StyledBody(render: { inputs, outputs in
            // `GroupBox(configuration)` inside a style's body draws the default box.
            var styleInputs = inputs
            styleInputs.environment.groupBoxStyle = EnvironmentValues().groupBoxStyle
            style.makeBody(GroupBoxStyleConfiguration(
                label: .init { Label._makeView(label, inputs: $0, outputs: &$1) },
                content: .init { Content._makeView(content, inputs: $0, outputs: &$1) }
            ), styleInputs, &outputs)
        })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box for a style's configuration, drawn with the default look (use it inside a
    /// `GroupBoxStyle` to decorate the default box).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// What a `GroupBoxStyle` receives.
public struct GroupBoxStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public typealias Content = ButtonStyleConfiguration.Label
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// Defines how group boxes look.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A rounded, tinted box with the label in bold above the content.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.system("fill")))
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: StyleRenderer<GroupBoxStyleConfiguration> { StyleRenderer(DefaultGroupBoxStyle()) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
    var groupBoxStyle: StyleRenderer<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of group boxes in this view.
    public consuming func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, StyleRenderer(style) { $0.makeBody(configuration: $1) })
    }
}

/// Renders through a closure (lets a composite view hand its body to a style renderer).
nonisolated struct _StyledBody: View {
    let render: (_ViewInputs, inout _ViewOutputs) -> Void
    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.render(inputs, &outputs)
    }
}
