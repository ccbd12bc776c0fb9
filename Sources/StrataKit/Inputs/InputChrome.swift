import SwiftUI

/// The label–field–information column the built-in input styles share, themed.
nonisolated struct InputColumn<Field: View>: View {
    let label: InputLabel
    let information: Information
    let field: Field
    private var theme = ThemePalette()

    init(label: InputLabel, information: Information, @ViewBuilder field: () -> Field) {
        self.label = label
        self.information = information
        self.field = field()
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        VStack(alignment: .leading, spacing: tokens.spacing.small / 2) {
            if !label.isEmpty {
                label
                    .font(tokens.typography.caption.weight(.semibold))
                    .foregroundStyle(palette.onSurface)
            }
            field
            if !information.isEmpty {
                information
                    .font(tokens.typography.caption)
                    .foregroundStyle(information.isError ? palette.destructive : palette.secondaryText)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The themed outline around a field the style assembles itself (Select, the money input's row).
nonisolated struct FieldOutline: ViewModifier {
    let isError: Bool
    private var theme = ThemePalette()

    init(isError: Bool = false) { self.isError = isError }

    func body(content: Content) -> some View {
        let palette = theme.palette, tokens = theme.tokens
        // Fill and stroke both sit behind the content, so nothing covers a field's input.
        content
            .background(
                RoundedRectangle(cornerRadius: tokens.radii.small, style: .continuous)
                    .fill(palette.surface)
                    .overlay(
                        RoundedRectangle(cornerRadius: tokens.radii.small, style: .continuous)
                            .strokeBorder(isError ? palette.destructive : palette.secondaryText, lineWidth: isError ? 2 : 1)
                    )
            )
    }
}
