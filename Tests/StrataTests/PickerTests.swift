import StrataTesting
import SwiftUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

private struct FlavorChooser: View {
    @State private var flavor = Flavor.vanilla
    @State private var size = 1
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            Text("Chose \(flavor.rawValue), size \(size)")
        }
    }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    @Test func menuPickerIsANativeSelect() {
        let output = html(FlavorChooser())
        #expect(output.contains(#"<select class="s-select"><option value="0" selected>Vanilla</option><option value="1">Chocolate</option>"#))
    }

    @Test func segmentedPickerIsARadioGroup() {
        let output = html(FlavorChooser())
        #expect(output.contains(#"role="radiogroup" aria-label="Size""#))
        #expect(output.contains(#"role="radio" aria-checked="true"><span class="s-t">Medium</span>"#))
    }

    @Test func selectingAnOptionWritesTheBinding() throws {
        let host = ViewHost(FlavorChooser())
        try host.select("Chocolate", in: "Flavor")
        try host.select("Large", in: "Size")
        #expect(host.text.contains("Chose chocolate, size 2"))
        #expect(throws: ViewHostError.noMatch("Mint", available: ["Vanilla", "Chocolate", "Strawberry"])) {
            try host.select("Mint", in: "Flavor")
        }
    }
}

@MainActor
@Suite("Menu")
struct MenuTests {
    @Test func menuIsANativeDisclosureWithTappableItems() throws {
        let tally = Tally()
        let menu = Menu("Options") {
            Button("Rename") { tally.hit("rename") }
            Button("Delete", role: .destructive) { tally.hit("delete") }
        }
        let output = html(menu)
        #expect(output.hasPrefix(#"<details class="s-menu"><summary class="s-menu-label">"#))
        #expect(output.contains("s-btn-plain s-role-destructive"))
        let host = ViewHost(menu)
        #expect(host.controlNames == ["Rename", "Delete"])
        try host.tap("Delete")
        #expect(tally.events == ["delete"])
    }
}
