import SwiftUI

#Preview("MoneyInput, regular and compact") {
    @Previewable @State var amount: Decimal? = 1_234.5
    @Previewable @State var currency = "EUR"
    @Previewable @State var showsCurrencies = false
    VStack(alignment: .leading, spacing: 16) {
        MoneyInput("Amount", amount: $amount, currency: $currency, showCurrencySelector: $showsCurrencies)
        MoneyInput("Tip", amount: $amount, currency: $currency, showCurrencySelector: $showsCurrencies)
            .moneyInputStyle(.compact)
    }
    .padding()
}
