import SwiftUI

/// Round symbol buttons in the theme's accent color (the default).
public struct IconActivityItemsStyle: ActivityItemsStyle {
    /// Creates the icon style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ActivityItemsRow(configuration: configuration, showsTitles: false)
    }
}

/// Symbol and name side by side in outlined capsules.
public struct LabeledActivityItemsStyle: ActivityItemsStyle {
    /// Creates the labeled style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ActivityItemsRow(configuration: configuration, showsTitles: true)
    }
}

extension ActivityItemsStyle where Self == IconActivityItemsStyle {
    /// Round symbol buttons.
    public static var icons: IconActivityItemsStyle { IconActivityItemsStyle() }
    /// The default style: `.icons`.
    public static var automatic: IconActivityItemsStyle { IconActivityItemsStyle() }
}

extension ActivityItemsStyle where Self == LabeledActivityItemsStyle {
    /// Symbol and name in outlined capsules.
    public static var labeled: LabeledActivityItemsStyle { LabeledActivityItemsStyle() }
}

nonisolated private struct ActivityItemsRow: View {
    let configuration: ActivityItemsStyleConfiguration
    let showsTitles: Bool
    private var theme = ThemePalette()

    init(configuration: ActivityItemsStyleConfiguration, showsTitles: Bool) {
        self.configuration = configuration
        self.showsTitles = showsTitles
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        HStack(spacing: tokens.spacing.small) {
            ForEach(configuration.items) { item in
                item.button {
                    if showsTitles {
                        HStack(spacing: 6) {
                            item.icon.accessibilityHidden(true)
                            // One line: on a narrow phone the capsules share the row and
                            // their names truncate ("Mess…"), as compressed labels do in SwiftUI.
                            item.title.font(tokens.typography.caption.weight(.semibold)).lineLimit(1)
                        }
                        .foregroundStyle(palette.accent)
                        .padding(.horizontal, tokens.spacing.small + 4)
                        .padding(.vertical, 6)
                        .background(Capsule().strokeBorder(palette.accent, lineWidth: 1))
                    } else {
                        ZStack {
                            Circle().fill(palette.accent)
                            item.icon
                                .font(.body)
                                .foregroundStyle(palette.surface)
                                .accessibilityHidden(true)
                        }
                        .frame(width: 36, height: 36)
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .accessibilityElement(children: .contain)
    }
}
