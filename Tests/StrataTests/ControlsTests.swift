import StrataTesting
import SwiftUI
import Testing

private struct Settings: View {
    @State private var volume = 0.5
    @State private var copies = 1
    var body: some View {
        Form {
            Section("Sound") {
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Text("Volume \(Int(volume * 100))%")
            }
            Section {
                Stepper("Copies: \(copies)", value: $copies, in: 1...3)
            } header: {
                Text("Printing")
            } footer: {
                Text("At most three.")
            }
        }
    }
}

@MainActor
@Suite("Controls and containers")
struct ControlsTests {
    @Test func progressIsAnAccessibleProgressbar() {
        let determinate = html(ProgressView("Uploading", value: 0.25))
        #expect(determinate.contains(#"role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="25" aria-label="Uploading""#))
        #expect(determinate.contains("width:25.0%"))
        #expect(html(ProgressView()).contains("s-progress-spin"))
        #expect(html(ProgressView(value: 3.0, total: 2.0)).contains(#"aria-valuenow="100""#))
    }

    @Test func customProgressViewStyle() {
        struct Ring: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, lineWidth: 4)
            }
        }
        #expect(html(ProgressView(value: 0.5).progressViewStyle(Ring())).contains(#"stroke-dasharray="0.5 1""#))
    }

    @Test func sliderAndStepperDriveBindings() throws {
        let host = ViewHost(Settings())
        try host.slide("Volume", to: 0.8)
        #expect(host.text.contains("Volume 80%"))
        try host.slide("Volume", to: 7)
        #expect(host.text.contains("Volume 100%"))
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.text.contains("Copies: 3"))
        // At the maximum, plus is disabled.
        #expect(throws: (any Error).self) { try host.tap("Increment") }
        try host.tap("Decrement")
        #expect(host.text.contains("Copies: 2"))
        #expect(host.html.contains(#"type="range""#))
        #expect(host.text.contains("At most three."))
    }

    @Test func linksKeepSafeSchemesOnly() {
        #expect(html(Link("Docs", destination: URL(string: "https://example.com/a?b=1&c=2")!)).contains(#"href="https://example.com/a?b=1&amp;c=2""#))
        let script = html(Link("Bad", destination: URL(string: "javascript:alert(1)")!))
        #expect(!script.contains("href"))
        #expect(script.contains(">Bad<"))
    }

    @Test func groupBoxListsAndEmptyStates() {
        struct Item: Identifiable { let id: Int; let name: String }
        let output = html(VStack {
            GroupBox("Account") { Text("Signed in") }
            List([Item(id: 1, name: "One"), Item(id: 2, name: "Two")]) { Text($0.name) }
            NavigationStack { NavigationLink("Details") { Text("Hidden") } }
            ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
        })
        for expected in [">Account<", ">Signed in<", ">One<", ">Two<", ">Details<", ">No Results<", "Try another search."] {
            #expect(output.contains(expected))
        }
        #expect(!output.contains("Hidden"))
    }
}
