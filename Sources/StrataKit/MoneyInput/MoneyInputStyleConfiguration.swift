import SwiftUI

/// What a `MoneyInputStyle` receives: the label, the amount field, the currency selector and the
/// information text as views.
public struct MoneyInputStyleConfiguration {
    /// The amount field: a `TextInput` showing the typed or bound amount. It is named after the
    /// label and announces the information (or the error); leaving it reformats a valid amount.
    /// Styles usually give it `.embedded`.
    nonisolated public struct AmountField: View {
        let label: String
        let isOptional: Bool
        let text: Binding<String>
        let prompt: String
        let information: Information
        let isFocused: FocusState<Bool>.Binding

        public var body: some View {
            TextInput(label, text: text, prompt: prompt, isOptional: isOptional,
                      information: information.text, isError: information.isError)
                .focused(isFocused)
        }
    }

    /// The currency: a `Select` showing the code; tapping it sets `showCurrencySelector`.
    /// Styles usually give it `.embedded`.
    nonisolated public struct CurrencySelector: View {
        let code: String
        let isPresented: Binding<Bool>

        public var body: some View {
            Select("Currency", value: code, isPresented: isPresented)
        }
    }

    /// The label above the input.
    public let label: InputLabel
    /// The amount field.
    public let amountField: AmountField
    /// The currency selector.
    public let currencySelector: CurrencySelector
    /// Helper text, or the error while the entry is invalid.
    public let information: Information

    /// Whether the typed amount is invalid.
    public var isError: Bool { information.isError }

    init(
        label: String, isOptional: Bool, text: Binding<String>, prompt: String, information: String?, isError: Bool,
        currency: String, showCurrencySelector: Binding<Bool>, isAmountFocused: FocusState<Bool>.Binding
    ) {
        let info = Information(information, isError: isError)
        self.label = InputLabel(label, isOptional: isOptional)
        self.information = info
        self.amountField = AmountField(
            label: label, isOptional: isOptional, text: text, prompt: prompt, information: info, isFocused: isAmountFocused
        )
        self.currencySelector = CurrencySelector(code: currency, isPresented: showCurrencySelector)
    }
}
