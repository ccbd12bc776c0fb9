import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("Select")
struct SelectTests {
    private let countries = [
        SelectOption("Germany", value: "DE", thumbnail: Image(systemName: "flag")),
        SelectOption("France", value: "FR"),
        SelectOption("Spain", value: "ES"),
    ]

    @Test func tappingTheFieldListsOptionsAndChoosingOneSelectsIt() throws {
        let country = Box("FR")
        let host = ViewHost(Select("Country", selection: country.binding, options: countries))
        #expect(host.controlNames == ["Country"])
        #expect(host.html.contains(#"aria-label="Country, France""#))
        try host.tap("Country")
        #expect(host.controlNames == ["Country", "Germany", "France", "Spain"])
        try host.tap("Germany")
        #expect(country.value == "DE")
        // Choosing closes the list; the field shows the choice.
        #expect(host.controlNames == ["Country"])
        #expect(host.html.contains(#"aria-label="Country, Germany""#))
    }

    @Test func selectedOptionIsMarked() throws {
        let country = Box("ES")
        let host = ViewHost(Select("Country", selection: country.binding, options: countries))
        try host.tap("Country")
        #expect(host.html.components(separatedBy: #"aria-current="true""#).count == 2)
    }

    @Test func thumbnailRendersNoElementWithoutAnImage() {
        let country = Box("DE")
        let withImage = html(Select("Country", selection: country.binding, options: countries))
        #expect(withImage.contains("<svg"))
        country.value = "FR"
        let without = html(Select("Country", selection: country.binding, options: countries))
        // Only the chevron is drawn; the thumbnail leaves no element behind.
        #expect(without.components(separatedBy: "<svg").count == withImage.components(separatedBy: "<svg").count - 1)
        #expect(without.components(separatedBy: "<svg").count == 2)
    }

    @Test func promptShowsWhileNothingIsSelected() {
        let country = Box("IT")
        let view = html(Select("Country", selection: country.binding, options: countries, prompt: "Choose a country", isOptional: true))
        #expect(view.contains(">Choose a country</span>"))
        #expect(view.contains(">Country (Optional)</span>"))
    }

    @Test func presentedSelectSetsItsBinding() throws {
        let isPresented = Box(false)
        let host = ViewHost(Select("Currency", value: "EUR", isPresented: isPresented.binding))
        try host.tap("Currency")
        #expect(isPresented.value)
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        let country = Box("DE")
        for (name, theme, scheme) in themeMatrix() {
            let select = Select("Country", selection: country.binding, options: countries, information: "Where you pay taxes")
                .strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(select.selectStyle(.outlined)), as: .lines, named: "outlined-\(name)")
            assertSnapshot(of: html(select.selectStyle(.embedded)), as: .lines, named: "embedded-\(name)")
        }
    }
}
