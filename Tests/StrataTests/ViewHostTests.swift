import StrataTesting
import SwiftUI
import Testing

private struct Form2: View {
    @State private var amount = ""
    @State private var submitted = ""
    var body: some View {
        VStack {
            TextField("Amount", text: $amount)
            Text("Typed \(amount)")
            Text("Submitted \(submitted)")
        }
        .onSubmit { submitted = amount }
    }
}

@MainActor
@Suite("ViewHost")
struct ViewHostTests {
    @Test func typeSetsTextThroughBinding() throws {
        let host = ViewHost(Form2())
        try host.type("42", into: "Amount")
        #expect(host.text.contains("Typed 42"))
        #expect(try host.value(of: "Amount") == "42")
        try host.submit("Amount")
        #expect(host.text.contains("Submitted 42"))
        #expect(host.html.contains(#"value="42""#))
    }

    @Test func unknownNameListsControls() {
        let host = ViewHost(VStack { Button("One") {}; Button("Two") {} })
        #expect(throws: ViewHostError.noMatch("Three", available: ["One", "Two"])) { try host.tap("Three") }
    }

    @Test func ambiguousNameIsAnError() {
        let host = ViewHost(VStack { Button("Same") {}; Button("Same") {} })
        #expect(throws: ViewHostError.ambiguous("Same", count: 2)) { try host.tap("Same") }
    }

    @Test func accessibilityLabelNamesTheControl() throws {
        let tally = Tally()
        let host = ViewHost(Button { tally.hit() } label: { Image(systemName: "trash") }.accessibilityLabel("Delete item"))
        try host.tap("Delete item")
        #expect(tally.count == 1)
    }

    @Test func typingIntoAButtonIsNotAllowed() {
        let host = ViewHost(Button("Amount") {})
        #expect(throws: ViewHostError.noMatch("Amount", available: [])) { try host.type("1", into: "Amount") }
    }

    @Test func errorsDescribeThemselves() {
        #expect(ViewHostError.disabled("Go").description.contains("disabled"))
        #expect(ViewHostError.noMatch("X", available: ["A"]).description.contains("\"A\""))
    }
}
