/// A title with an icon, laid out by the `LabelStyle` in the environment.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let title = view.title, icon = view.icon
        let configuration = LabelStyleConfiguration(
            title: .init { inputs, outputs in Title._makeView(title, inputs: inputs, outputs: &outputs) },
            icon: .init { inputs, outputs in Icon._makeView(icon, inputs: inputs, outputs: &outputs) }
        )
        // `Label(configuration)` inside a style's body draws the default look instead of recursing.
        var styleInputs = inputs
        styleInputs.environment.labelStyle = EnvironmentValues().labelStyle
        inputs.environment.labelStyle.makeBody(configuration, styleInputs, &outputs)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label for a style's configuration, drawn with the default look (use it inside a
    /// `LabelStyle` to decorate the default arrangement).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// What a `LabelStyle` receives: the title and icon, type-erased.
public struct LabelStyleConfiguration {
    public typealias Title = ButtonStyleConfiguration.Label
    public typealias Icon = ButtonStyleConfiguration.Label
    public let title: LabelStyleConfiguration.Title
    public let icon: LabelStyleConfiguration.Icon
}

/// Defines how labels arrange their title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// Icon then title, side by side. The title names the label; the icon is decorative.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon.accessibilityHidden(true)
            configuration.title
        }
    }
}

nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabelStyle().makeBody(configuration: configuration)
    }
}

/// Only the title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon; the title remains its accessible name.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _IconWithTitleAsName(configuration: configuration)
    }
}

/// Renders the icon, labelled for assistive technology with the title's text.
nonisolated struct _IconWithTitleAsName: View {
    let configuration: LabelStyleConfiguration
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var titleOutputs = _ViewOutputs()
        view.configuration.title.render(inputs.child(1), &titleOutputs)
        let name = titleOutputs.nodes.map(\.plainText).joined(separator: " ")
        let start = outputs.nodes.count
        view.configuration.icon.render(inputs.child(0), &outputs)
        outputs.apply(.accessibility(.label(name)), from: start)
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleRenderer<LabelStyleConfiguration> { StyleRenderer(DefaultLabelStyle()) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
    var labelStyle: StyleRenderer<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of labels in this view.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, StyleRenderer(style) { $0.makeBody(configuration: $1) })
    }
}
