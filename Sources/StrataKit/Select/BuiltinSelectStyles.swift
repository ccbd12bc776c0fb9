import SwiftUI

/// The label above an outlined field, the choices in a themed list below it (the default).
public struct OutlinedSelectStyle: SelectStyle {
    /// Creates the outlined style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        InputColumn(label: configuration.label, information: configuration.information) {
            VStack(alignment: .leading, spacing: 4) {
                SelectField(configuration: configuration, isEmbedded: false)
                if !configuration.options.isEmpty {
                    SelectOptionList(options: configuration.options)
                }
            }
        }
    }
}

/// The bare tappable field (thumbnail, value, chevron), for composing a select inside another
/// component that draws the label and the frame (as `MoneyInput` does).
public struct EmbeddedSelectStyle: SelectStyle {
    /// Creates the embedded style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            SelectField(configuration: configuration, isEmbedded: true)
            if !configuration.options.isEmpty {
                SelectOptionList(options: configuration.options)
            }
        }
    }
}

extension SelectStyle where Self == OutlinedSelectStyle {
    /// The label above an outlined field.
    public static var outlined: OutlinedSelectStyle { OutlinedSelectStyle() }
    /// The default style: `.outlined`.
    public static var automatic: OutlinedSelectStyle { OutlinedSelectStyle() }
}

extension SelectStyle where Self == EmbeddedSelectStyle {
    /// The bare field, for composition.
    public static var embedded: EmbeddedSelectStyle { EmbeddedSelectStyle() }
}

/// The whole field is one button: thumbnail, value, chevron and padding are all tappable.
nonisolated private struct SelectField: View {
    let configuration: SelectStyleConfiguration
    let isEmbedded: Bool
    private var theme = ThemePalette()

    init(configuration: SelectStyleConfiguration, isEmbedded: Bool) {
        self.configuration = configuration
        self.isEmbedded = isEmbedded
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        Button(action: configuration.trigger) {
            let row = HStack(spacing: tokens.spacing.small) {
                configuration.thumbnail
                    .foregroundStyle(palette.accent)
                    .accessibilityHidden(true)
                configuration.value
                    .font(tokens.typography.body)
                    .foregroundStyle(configuration.value.isPrompt ? palette.secondaryText : palette.onSurface)
                if !isEmbedded { Spacer(minLength: 0) }
                Image(systemName: configuration.isExpanded ? "chevron.up" : "chevron.down")
                    .font(.caption)
                    .foregroundStyle(palette.secondaryText)
                    .accessibilityHidden(true)
            }
            .padding(.horizontal, isEmbedded ? tokens.spacing.small : tokens.spacing.small + 4)
            .padding(.vertical, 8)
            if isEmbedded {
                row
            } else {
                row.frame(maxWidth: .infinity, alignment: .leading).modifier(FieldOutline())
            }
        }
        .buttonStyle(.plain)
        .modifier(configuration.fieldSemantics)
    }
}

/// The expanded choices, on the theme's surface.
nonisolated private struct SelectOptionList: View {
    let options: SelectStyleConfiguration.Options
    private var theme = ThemePalette()

    init(options: SelectStyleConfiguration.Options) { self.options = options }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        VStack(alignment: .leading, spacing: 0) {
            ForEach(options.items) { option in
                HStack(spacing: 0) {
                    option
                        .buttonStyle(.plain)
                        .font(tokens.typography.body.weight(option.isSelected ? .semibold : .regular))
                        .foregroundStyle(option.isSelected ? palette.accent : palette.onSurface)
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, tokens.spacing.small + 4)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .modifier(FieldOutline())
        .accessibilityElement(children: .contain)
    }
}
