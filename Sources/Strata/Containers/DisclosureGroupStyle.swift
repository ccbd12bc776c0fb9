/// A style for disclosure groups (iOS 16): `makeBody` receives the label, the content and the
/// expanded state.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `DisclosureGroupStyle` receives.
public struct DisclosureGroupStyleConfiguration {
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
    /// Whether the content is shown; styles toggle it.
    @Binding public var isExpanded: Bool
}

/// The platform look: a button with a chevron over the content.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(configuration)
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// A disclosure group for a style's configuration, drawn with the platform look.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        let content = configuration.content
        self.init(isExpanded: configuration.$isExpanded, content: { content }, label: { configuration.label })
        usesPlatformLook = true
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: ((DisclosureGroupStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var disclosureGroupStyle: ((DisclosureGroupStyleConfiguration) -> AnyView)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of disclosure groups in this view.
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style is AutomaticDisclosureGroupStyle ? nil : _boundToStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
