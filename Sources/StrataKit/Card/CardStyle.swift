import SwiftUI

/// Defines how cards look.
public protocol CardStyle {
    associatedtype Body: View
    typealias Configuration = CardStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A raised surface with a soft shadow (the default).
public struct ElevatedCardStyle: CardStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CardSurface(configuration: configuration, isOutlined: false)
    }
}

/// A flat surface with a hairline border.
public struct OutlinedCardStyle: CardStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CardSurface(configuration: configuration, isOutlined: true)
    }
}

/// The themed surface both built-in card styles share.
nonisolated private struct CardSurface: View {
    let configuration: CardStyleConfiguration
    let isOutlined: Bool
    private var theme = ThemePalette()

    init(configuration: CardStyleConfiguration, isOutlined: Bool) {
        self.configuration = configuration
        self.isOutlined = isOutlined
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        VStack(alignment: .leading, spacing: tokens.spacing.small) {
            if !configuration.title.isEmpty {
                configuration.title
                    .font(tokens.typography.title)
                    .foregroundStyle(palette.onSurface)
                    .accessibilityAddTraits(.isHeader)
            }
            configuration.content
                .foregroundStyle(palette.onSurface)
        }
        .padding(tokens.spacing.medium)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: tokens.radii.large, style: .continuous)
                .fill(palette.surface)
                .shadow(color: isOutlined ? .clear : palette.shadow, radius: isOutlined ? 0 : 5, x: 0, y: 2)
        )
        .overlay(
            RoundedRectangle(cornerRadius: tokens.radii.large, style: .continuous)
                .strokeBorder(isOutlined ? palette.border : .clear, lineWidth: 1)
        )
    }
}

extension CardStyle where Self == ElevatedCardStyle {
    public static var elevated: ElevatedCardStyle { ElevatedCardStyle() }
    public static var automatic: ElevatedCardStyle { ElevatedCardStyle() }
}

extension CardStyle where Self == OutlinedCardStyle {
    public static var outlined: OutlinedCardStyle { OutlinedCardStyle() }
}

/// A card style with its body type erased, kept in the environment.
struct AnyCardStyle {
    private let render: (CardStyleConfiguration) -> AnyView
    init<S: CardStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: CardStyleConfiguration) -> AnyView { render(configuration) }
}

private struct CardStyleKey: EnvironmentKey {
    static var defaultValue: AnyCardStyle { AnyCardStyle(ElevatedCardStyle()) }
}

extension EnvironmentValues {
    var cardStyle: AnyCardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of cards in this view.
    public func cardStyle<S: CardStyle>(_ style: S) -> some View {
        environment(\.cardStyle, AnyCardStyle(style))
    }
}
