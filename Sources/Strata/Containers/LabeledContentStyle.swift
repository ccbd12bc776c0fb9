/// A style for labeled content (iOS 16): `makeBody` receives the label and the content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabeledContentStyle` receives.
public struct LabeledContentStyleConfiguration {
    /// The type-erased label.
    nonisolated public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The type-erased content.
    nonisolated public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let label: Label
    public let content: Content
}

/// The platform look: the label leading, the content trailing.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content for a style's configuration, drawn with the platform look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        usesPlatformLook = true
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: ((LabeledContentStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var labeledContentStyle: ((LabeledContentStyleConfiguration) -> AnyView)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of labeled content in this view.
    public consuming func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, style is AutomaticLabeledContentStyle ? nil : _boundToStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
