import SwiftUI

/// A list row: picture, then the texts, then the actions at the trailing edge (the default).
public struct RowContactItemStyle: ContactItemStyle {
    /// Creates the row style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ContactItemLayout(configuration: configuration, isCard: false)
    }
}

/// A card: picture and texts on top, the actions below, on the theme's surface.
public struct CardContactItemStyle: ContactItemStyle {
    /// Creates the card style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ContactItemLayout(configuration: configuration, isCard: true)
    }
}

extension ContactItemStyle where Self == RowContactItemStyle {
    /// A list row.
    public static var row: RowContactItemStyle { RowContactItemStyle() }
    /// The default style: `.row`.
    public static var automatic: RowContactItemStyle { RowContactItemStyle() }
}

extension ContactItemStyle where Self == CardContactItemStyle {
    /// A card with the actions below.
    public static var card: CardContactItemStyle { CardContactItemStyle() }
}

nonisolated private struct ContactItemLayout: View {
    let configuration: ContactItemStyleConfiguration
    let isCard: Bool
    private var theme = ThemePalette()

    init(configuration: ContactItemStyleConfiguration, isCard: Bool) {
        self.configuration = configuration
        self.isCard = isCard
    }

    var body: some View {
        let tokens = theme.tokens
        if isCard {
            VStack(alignment: .leading, spacing: tokens.spacing.small) {
                header
                if !configuration.actionItems.isEmpty {
                    configuration.actionItems
                }
            }
            .padding(tokens.spacing.medium)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: tokens.radii.large, style: .continuous)
                    .fill(theme.palette.surface)
                    .shadow(color: theme.palette.shadow, radius: 4, x: 0, y: 1)
            )
            .accessibilityElement(children: .contain)
        } else {
            HStack(alignment: .center, spacing: tokens.spacing.medium) {
                header
                if !configuration.actionItems.isEmpty {
                    configuration.actionItems
                }
            }
            .padding(.vertical, tokens.spacing.small)
            .padding(.horizontal, tokens.spacing.medium)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Rectangle().fill(theme.palette.surface))
            .accessibilityElement(children: .contain)
        }
    }

    private var header: some View {
        let palette = theme.palette, tokens = theme.tokens
        return HStack(alignment: .top, spacing: tokens.spacing.small + 4) {
            if !configuration.detailImage.isEmpty {
                configuration.detailImage
                    .font(.title2)
                    .foregroundStyle(palette.accent)
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(palette.accent.opacity(0.12)))
            }
            VStack(alignment: .leading, spacing: 2) {
                configuration.title
                    .font(tokens.typography.title)
                    .foregroundStyle(palette.onSurface)
                if !configuration.subtitle.isEmpty {
                    configuration.subtitle
                        .font(tokens.typography.body)
                        .foregroundStyle(palette.onSurface)
                }
                if !configuration.descriptionText.isEmpty {
                    configuration.descriptionText
                        .font(tokens.typography.caption)
                        .foregroundStyle(palette.secondaryText)
                }
            }
            Spacer(minLength: 0)
        }
    }
}
