import SwiftUI

/// The label above, the amount field with the currency beside it, the information below (the default).
public struct RegularMoneyInputStyle: MoneyInputStyle {
    /// Creates the regular style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        InputColumn(label: configuration.label, information: configuration.information) {
            RegularRow(configuration: configuration)
        }
    }
}

/// One tight row, currency first, for dense forms and table cells. The label is not drawn (the
/// prompt and the field's accessible name carry it); the information stays below.
public struct CompactMoneyInputStyle: MoneyInputStyle {
    /// Creates the compact style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        InputColumn(label: InputLabel(nil), information: configuration.information) {
            CompactRow(configuration: configuration)
        }
    }
}

extension MoneyInputStyle where Self == RegularMoneyInputStyle {
    /// The label above, the currency beside the amount.
    public static var regular: RegularMoneyInputStyle { RegularMoneyInputStyle() }
    /// The default style: `.regular`.
    public static var automatic: RegularMoneyInputStyle { RegularMoneyInputStyle() }
}

extension MoneyInputStyle where Self == CompactMoneyInputStyle {
    /// One tight row, currency first.
    public static var compact: CompactMoneyInputStyle { CompactMoneyInputStyle() }
}

nonisolated private struct RegularRow: View {
    let configuration: MoneyInputStyleConfiguration
    private var theme = ThemePalette()

    init(configuration: MoneyInputStyleConfiguration) { self.configuration = configuration }

    var body: some View {
        HStack(spacing: theme.tokens.spacing.small) {
            configuration.amountField
                .font(theme.tokens.typography.body)
                .frame(maxWidth: .infinity)
            configuration.currencySelector
                .modifier(FieldOutline())
        }
        .textInputStyle(.embedded)
        .selectStyle(.embedded)
        .accessibilityElement(children: .contain)
    }
}

nonisolated private struct CompactRow: View {
    let configuration: MoneyInputStyleConfiguration
    private var theme = ThemePalette()

    init(configuration: MoneyInputStyleConfiguration) { self.configuration = configuration }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        HStack(spacing: 4) {
            configuration.currencySelector
                .font(tokens.typography.caption.weight(.semibold))
                .background(Capsule().fill(palette.accent.opacity(0.12)))
            configuration.amountField
                .font(tokens.typography.caption)
                .frame(maxWidth: .infinity)
        }
        .padding(4)
        .modifier(FieldOutline(isError: configuration.isError))
        .textInputStyle(.embedded)
        .selectStyle(.embedded)
        .accessibilityElement(children: .contain)
    }
}
