import SwiftUI

/// The seed's card: a rounded surface with a soft shadow, a headline title, a secondary centered
/// message and the two actions side by side, in the theme's colors and metrics.
public struct CardModalCardStyle: ModalCardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ThemedModalCard(configuration: configuration, isCompact: false)
    }
}

/// An alert-like compact card: tighter, with the actions as full-width rows under a divider.
public struct AlertModalCardStyle: ModalCardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ThemedModalCard(configuration: configuration, isCompact: true)
    }
}

extension ModalCardStyle where Self == CardModalCardStyle {
    public static var card: CardModalCardStyle { CardModalCardStyle() }
    public static var automatic: CardModalCardStyle { CardModalCardStyle() }
}

extension ModalCardStyle where Self == AlertModalCardStyle {
    public static var alert: AlertModalCardStyle { AlertModalCardStyle() }
}

/// The layout both built-in styles share, themed.
nonisolated private struct ThemedModalCard: View {
    let configuration: ModalCardStyleConfiguration
    let isCompact: Bool
    private var theme = ThemePalette()

    init(configuration: ModalCardStyleConfiguration, isCompact: Bool) {
        self.configuration = configuration
        self.isCompact = isCompact
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        VStack(spacing: isCompact ? tokens.spacing.small : tokens.spacing.medium) {
            // Centered like an iOS alert's title, also when it wraps.
            configuration.title
                .font(tokens.typography.title)
                .multilineTextAlignment(.center)
                .foregroundStyle(palette.onSurface)
                .accessibilityAddTraits(.isHeader)
            if !configuration.message.isEmpty {
                configuration.message
                    .font(tokens.typography.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(palette.secondaryText)
            }
            if isCompact {
                Divider()
                HStack(spacing: 0) {
                    configuration.secondaryAction.frame(maxWidth: .infinity)
                    Divider()
                    configuration.primaryAction.frame(maxWidth: .infinity)
                }
            } else {
                HStack(spacing: tokens.spacing.medium) {
                    configuration.secondaryAction
                    configuration.primaryAction
                }
                .padding(.top, tokens.spacing.small)
            }
        }
        .tint(palette.accent)
        .padding(isCompact ? tokens.spacing.small + 4 : tokens.spacing.large)
        .frame(maxWidth: isCompact ? 270 : 340)
        .background(
            RoundedRectangle(cornerRadius: isCompact ? tokens.radii.small + 6 : tokens.radii.large, style: .continuous)
                .fill(palette.surface)
                .shadow(color: palette.shadow, radius: 5, x: 0, y: 2)
        )
        .accessibilityElement(children: .contain)
    }
}
