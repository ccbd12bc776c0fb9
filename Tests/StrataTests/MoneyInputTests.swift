import Foundation
import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("MoneyInput")
struct MoneyInputTests {
    private struct Fixture {
        let amount = Box<Decimal?>(nil)
        let currency = Box("EUR")
        let showCurrencies = Box(false)

        func input(_ label: String = "Amount") -> MoneyInput {
            MoneyInput(label, amount: amount.binding, currency: currency.binding, showCurrencySelector: showCurrencies.binding)
        }

        func host(locale: String = "en_US", style: some MoneyInputStyle = .regular) -> ViewHost {
            ViewHost(input().moneyInputStyle(style).environment(\.locale, Locale(identifier: locale)))
        }
    }

    @Test func validEntryUpdatesTheDecimalBinding() throws {
        let fixture = Fixture()
        let host = fixture.host()
        try host.type("1,234.5", into: "Amount")
        #expect(fixture.amount.value == Decimal(string: "1234.5"))
        #expect(try host.value(of: "Amount") == "1,234.5")
        #expect(!host.text.contains("Enter an amount"))
        try host.type("", into: "Amount")
        #expect(fixture.amount.value == nil)
    }

    @Test func invalidEntryShowsMessageKeepsTextAndLeavesBinding() throws {
        let fixture = Fixture()
        fixture.amount.value = 10
        let host = fixture.host()
        #expect(try host.value(of: "Amount") == "10.00")
        try host.type("12abc", into: "Amount")
        #expect(fixture.amount.value == 10)
        #expect(try host.value(of: "Amount") == "12abc")
        #expect(host.text.contains("Enter an amount like 1,234.56"))
        // Announced: the field is invalid and described by the message, which reads as an error.
        #expect(host.html.contains(#">Error: Enter an amount like 1,234.56</span><input"#))
        #expect(host.html.contains(#"aria-invalid="true" aria-describedby="s-hint-"#))
        #expect(host.html.contains(#"aria-label="Error: Enter an amount like 1,234.56""#))
        // Fixing the entry clears the error and writes the value.
        try host.type("12", into: "Amount")
        #expect(fixture.amount.value == 12)
        #expect(!host.text.contains("Enter an amount"))
    }

    @Test func germanLocaleParsesAndFormats() throws {
        let fixture = Fixture()
        let host = fixture.host(locale: "de_DE")
        try host.type("1.234,5", into: "Amount")
        #expect(fixture.amount.value == Decimal(string: "1234.5"))
        // The en_US spelling is not a German amount: kept, reported, not written.
        try host.type("1,234.5", into: "Amount")
        #expect(fixture.amount.value == Decimal(string: "1234.5"))
        #expect(host.text.contains("Enter an amount like 1.234,56"))
        // A value set from outside shows formatted for the locale.
        fixture.amount.value = Decimal(string: "99.5")
        let fresh = fixture.host(locale: "de_DE")
        #expect(try fresh.value(of: "Amount") == "99,50")
    }

    @Test func tappingTheCurrencyAsksForTheSelector() throws {
        for style in [AnyMoneyStyle.regular, .compact] {
            let fixture = Fixture()
            let host = style == .regular ? fixture.host() : fixture.host(style: .compact)
            #expect(host.controlNames == (style == .regular ? ["Amount", "Currency"] : ["Currency", "Amount"]))
            #expect(host.html.contains("EUR"))
            try host.tap("Currency")
            #expect(fixture.showCurrencies.value)
        }
    }

    @Test func compactStyleDrawsNoVisibleLabel() {
        let fixture = Fixture()
        let regular = html(fixture.input("Transfer").moneyInputStyle(.regular))
        let compact = html(fixture.input("Transfer").moneyInputStyle(.compact))
        #expect(regular.contains(#"font-weight:600;color:var(--s-primary);">Transfer</span>"#))
        #expect(!compact.contains(#"color:var(--s-primary);">Transfer</span>"#))
        #expect(compact.contains(#"aria-label="Transfer""#))
    }

    @Test func compactStyleOutlinesAnInvalidEntryInTheThemesDestructiveColor() throws {
        let fixture = Fixture()
        let host = fixture.host(style: .compact)
        #expect(!host.html.contains("border:2px solid"))
        try host.type("--5", into: "Amount")
        #expect(host.html.contains("border:2px solid var(--s-red)"))
        #expect(fixture.amount.value == nil)
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        let fixture = Fixture()
        fixture.amount.value = Decimal(string: "1234.5")
        for (name, theme, scheme) in themeMatrix() {
            let input = fixture.input().environment(\.locale, Locale(identifier: "en_US")).strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(input.moneyInputStyle(.regular)), as: .lines, named: "regular-\(name)")
            assertSnapshot(of: html(input.moneyInputStyle(.compact)), as: .lines, named: "compact-\(name)")
        }
    }

    private enum AnyMoneyStyle { case regular, compact }
}
