import Foundation
import SwiftUI

/// An amount of money in a currency, composed from a `TextInput` (the amount) and a `Select`
/// (the currency), drawn by the `MoneyInputStyle` in the environment (`.regular` or `.compact`).
///
/// ```swift
/// MoneyInput("Amount", amount: $amount, currency: $currency, showCurrencySelector: $choosingCurrency)
///     .moneyInputStyle(.compact)
/// ```
///
/// - The amount is a `Binding<Decimal?>`: `nil` while the field is empty, so "no amount" and "zero"
///   stay different.
/// - The amount is shown and parsed in the environment's `locale`: "1,234.50" in en_US,
///   "1.234,50" in de_DE.
/// - What the person types is kept inside the component. The binding only receives valid amounts;
///   an invalid entry stays in the field, unchanged, with an error message below it that is also
///   announced with the field. When the field loses focus, a valid entry is shown formatted
///   ("1234.5" becomes "1,234.50"), as on iOS; an invalid one stays as typed.
/// - Tapping the currency sets `showCurrencySelector` to true; the caller presents the currencies
///   (for example with a `Select`) and writes the choice to `currency`.
nonisolated public struct MoneyInput: View {
    private let label: String
    private let amount: Binding<Decimal?>
    private let currency: Binding<String>
    private let showCurrencySelector: Binding<Bool>
    private let prompt: String?
    private let isOptional: Bool
    private let information: String?
    /// What the person last typed, or `nil` when the field shows the bound amount.
    @State private var draft: String?
    /// Whether the amount field has keyboard focus.
    @FocusState private var isAmountFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.moneyInputStyle) private var style

    /// Creates a money input.
    /// - Parameters:
    ///   - label: What the amount is for; also the amount field's accessible name.
    ///   - amount: The amount; `nil` while empty. Only valid entries are written.
    ///   - currency: The ISO 4217 currency code shown next to the amount ("EUR").
    ///   - showCurrencySelector: Set to true when the person taps the currency.
    ///   - prompt: Placeholder while the amount is empty; defaults to a formatted zero.
    ///   - isOptional: Appends " (Optional)" to the label.
    ///   - information: Helper text below the field (replaced by the error while the entry is invalid).
    public init(
        _ label: String = "Amount", amount: Binding<Decimal?>, currency: Binding<String>,
        showCurrencySelector: Binding<Bool>, prompt: String? = nil, isOptional: Bool = false, information: String? = nil
    ) {
        self.label = label
        self.amount = amount
        self.currency = currency
        self.showCurrencySelector = showCurrencySelector
        self.prompt = prompt
        self.isOptional = isOptional
        self.information = information
    }

    /// A money input that starts with `typedText` in the field, as if the person had typed it, for
    /// previews and galleries that show a state (an invalid entry) without typing.
    @_spi(Previews)
    public init(
        _ label: String = "Amount", typedText: String, amount: Binding<Decimal?>, currency: Binding<String>,
        showCurrencySelector: Binding<Bool>
    ) {
        self.init(label, amount: amount, currency: currency, showCurrencySelector: showCurrencySelector)
        _draft = State(initialValue: typedText)
    }

    public var body: some View {
        let format = AmountFormat(locale: locale)
        let shown = shownText(format)
        let isInvalid = !shown.trimmingCharacters(in: .whitespaces).isEmpty && format.amount(from: shown) == nil
        let message = isInvalid ? "Enter an amount like \(format.example)" : information
        style.makeBody(configuration: MoneyInputStyleConfiguration(
            label: label, isOptional: isOptional,
            text: textBinding(format), prompt: prompt ?? format.string(from: 0),
            information: message, isError: isInvalid,
            currency: currency.wrappedValue, showCurrencySelector: showCurrencySelector,
            isAmountFocused: $isAmountFocused
        ))
        .onChange(of: isAmountFocused) { _, isFocused in
            if !isFocused { endEditing(format) }
        }
    }

    /// Leaving the field: a valid entry (or an empty one) gives way to the bound amount,
    /// formatted; an invalid entry stays so the person can correct it.
    private func endEditing(_ format: AmountFormat) {
        guard let typed = draft else { return }
        let isEmpty = typed.trimmingCharacters(in: .whitespaces).isEmpty
        if isEmpty || format.amount(from: typed) != nil { draft = nil }
    }

    /// The typed text while it is invalid or still matches the bound amount; otherwise the bound
    /// amount, formatted (so changes made from outside show up).
    private func shownText(_ format: AmountFormat) -> String {
        if let draft {
            let trimmed = draft.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, amount.wrappedValue == nil { return draft }
            guard let parsed = format.amount(from: draft) else { if !trimmed.isEmpty { return draft } else { return "" } }
            if parsed == amount.wrappedValue { return draft }
        }
        return amount.wrappedValue.map(format.string(from:)) ?? ""
    }

    private func textBinding(_ format: AmountFormat) -> Binding<String> {
        let draft = $draft, amount = amount
        return Binding(
            get: { shownText(format) },
            set: { text in
                draft.wrappedValue = text
                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    amount.wrappedValue = nil
                } else if let value = format.amount(from: text) {
                    amount.wrappedValue = value
                }
            }
        )
    }
}
