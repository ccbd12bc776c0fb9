import Foundation
@_spi(Previews) import StrataKit
import SwiftUI

/// The "StrataKit Inputs" gallery page: the seed's inputs case study, every style in every theme.
enum InputExamples {
    static var inputs: GalleryExample {
        GalleryExample(
            slug: "kit-inputs", title: "StrataKit Inputs",
            summary: "TextInput, Select and MoneyInput share InputLabel and Information; MoneyInput is composed from a TextInput and a Select whose embedded styles come from the environment. StyledText takes TextStyle and Emphasis from the environment and still concatenates like Text."
        ) {
            Specimen("TextInput (.outlined): optional label and helper text") {
                ThemeMatrix {
                    ReferenceInput()
                }
            }
            Specimen("Select (.outlined) with a thumbnail, and open without thumbnails") {
                ThemeMatrix {
                    CountrySelects()
                }
            }
            Specimen("MoneyInput .regular: tap the currency to choose another") {
                ThemeMatrix {
                    MoneyDemo(style: .regular)
                }
            }
            Specimen("MoneyInput .compact") {
                ThemeMatrix {
                    MoneyDemo(style: .compact)
                }
            }
            Specimen("Invalid entry (.regular and .compact): the typed text stays, the amount is not changed, the error is announced") {
                ThemeMatrix {
                    InvalidMoneyDemo()
                }
            }
            Specimen("Locale-aware: the same amount in en_US and de_DE") {
                ThemeMatrix {
                    MoneyDemo(style: .regular).environment(\.locale, Locale(identifier: "en_US"))
                    MoneyDemo(style: .regular).environment(\.locale, Locale(identifier: "de_DE"))
                }
            }
            Specimen("StyledText: tokens from the environment, concatenated with +") {
                ThemeMatrix {
                    StyledTextSample()
                }
            }
        }
    }
}

nonisolated private struct ReferenceInput: View {
    @State private var reference = "June rent"
    @State private var note = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextInput("Reference", text: $reference, prompt: "e.g. Rent", information: "Shown on the recipient's statement")
            TextInput("Note", text: $note, prompt: "Only you see this", isOptional: true)
        }
    }
}

private let countries = [
    SelectOption("Germany", value: "DE", thumbnail: Image(systemName: "flag")),
    SelectOption("France", value: "FR", thumbnail: Image(systemName: "flag")),
    SelectOption("Spain", value: "ES", thumbnail: Image(systemName: "flag")),
]

nonisolated private struct CountrySelects: View {
    @State private var country = "DE"
    @State private var language = "English"
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Select("Country", selection: $country, options: countries, information: "Where you pay taxes")
            Select("Language", selection: $language, options: ["English", "Deutsch", "Français"].map { SelectOption($0) }, isOptional: true)
                .expanded()
        }
    }
}

private let currencies = ["EUR", "USD", "GBP", "CHF"].map { SelectOption($0) }

/// The seed's state-driven currency selection: the money input sets `showCurrencySelector`, the
/// screen presents the currencies with a `Select`.
nonisolated private struct MoneyDemo: View {
    let style: Style
    @State private var amount: Decimal? = Decimal(string: "1234.5")
    @State private var currency = "EUR"
    @State private var showCurrencySelector = false

    enum Style { case regular, compact }

    /// Writes the chosen currency and dismisses the list.
    private var chooseCurrency: Binding<String> {
        Binding(get: { currency }, set: { currency = $0; showCurrencySelector = false })
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            switch style {
            case .regular:
                MoneyInput("Amount", amount: $amount, currency: $currency, showCurrencySelector: $showCurrencySelector, information: "Up to 10,000 per day")
                    .moneyInputStyle(.regular)
            case .compact:
                MoneyInput("Tip", amount: $amount, currency: $currency, showCurrencySelector: $showCurrencySelector)
                    .moneyInputStyle(.compact)
            }
            if showCurrencySelector {
                Select("Choose a currency", selection: chooseCurrency, options: currencies)
            }
            Text("Bound value: \(amount.map { "\($0)" } ?? "none") \(currency)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

nonisolated private struct InvalidMoneyDemo: View {
    @State private var amount: Decimal? = 12
    @State private var currency = "USD"
    @State private var showCurrencySelector = false
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            MoneyInput("Amount", typedText: "12abc", amount: $amount, currency: $currency, showCurrencySelector: $showCurrencySelector)
            MoneyInput("Tip", typedText: "1.2.3", amount: $amount, currency: $currency, showCurrencySelector: $showCurrencySelector)
                .moneyInputStyle(.compact)
        }
    }
}

nonisolated private struct StyledTextSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            StyledText("Account balance").textStyle(.title)
            StyledText("€1,204.50").emphasis(.strong) + StyledText(" available") + StyledText(" · 2 pending").emphasis(.subtle)
            StyledText("Updated just now").textStyle(.caption)
        }
    }
}
