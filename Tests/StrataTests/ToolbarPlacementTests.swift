import StrataHTML
import StrataTesting
import SwiftUI
import Testing

private struct Mailbox: View {
    @State private var drafts = 0
    var inline = false

    var body: some View {
        NavigationStack {
            Text("Message list")
                .navigationTitle("Mailbox")
                .navigationBarTitleDisplayMode(inline ? .inline : .large)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Drafts \(drafts)") { drafts += 1 } }
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                    ToolbarItem(placement: .keyboard) { Button("Hide keyboard") {} }
                }
        }
    }
}

private struct TallyScreen: View {
    @State private var count = 0
    var body: some View {
        Text("Tally \(count)").toolbar { Button("Count \(count)") { count += 1 } }
    }
}

/// Toolbar items go where iOS puts them on a phone: the navigation bar's leading and trailing
/// sides and center, and a bar at the bottom of the screen.
@MainActor
@Suite("Toolbar placement")
struct ToolbarPlacementTests {
    private func order(_ text: String, _ words: [String]) -> [String.Index?] {
        words.map { text.range(of: $0)?.lowerBound }
    }

    @Test func itemsGoToTheBarAroundTheLargeTitleAndTheBottomBar() throws {
        let text = ViewHost(Mailbox()).text
        let positions = order(text, ["Close", "Drafts 0", "Mailbox", "Message list", "Compose"])
        let found = try positions.map { try #require($0) }
        #expect(found == found.sorted(), "bar row (leading, trailing), large title, content, bottom bar: \(text)")
        #expect(!text.contains("Hide keyboard"), "keyboard items show only above a software keyboard")
    }

    @Test func anInlineTitleSitsBetweenLeadingAndTrailingItems() throws {
        let html = ViewHost(Mailbox(inline: true)).html
        let close = try #require(html.range(of: "Close")), title = try #require(html.range(of: "Mailbox")),
            drafts = try #require(html.range(of: "Drafts 0"))
        // The centered title is drawn over the row of items: it comes first, then the row.
        #expect(title.lowerBound < close.lowerBound && close.lowerBound < drafts.lowerBound)
    }

    @Test func aPrincipalItemReplacesTheInlineTitle() {
        let view = NavigationStack {
            Text("Body").navigationTitle("Hidden title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Custom title") } }
        }
        let text = ViewHost(view).text
        #expect(text.contains("Custom title") && !text.contains("Hidden title"))
        #expect(text.range(of: "Custom title")!.lowerBound < text.range(of: "Body")!.lowerBound)
    }

    @Test func itemsInTheBarFollowStateChanges() throws {
        let host = ViewHost(Mailbox())
        try host.tap("Drafts 0")
        try host.tap("Drafts 1")
        #expect(host.text.contains("Drafts 2"))
    }

    @Test func itemsOfAViewReRenderedOnItsOwnFollowItsState() throws {
        // The tally re-renders without the stack: the stack draws its bar again.
        let host = ViewHost(NavigationStack { TallyScreen().navigationTitle("Tally") })
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(host.text.contains("Count 2") && host.text.contains("Tally 2"))
        #expect(host.text.range(of: "Count 2")!.lowerBound < host.text.range(of: "Tally 2")!.lowerBound)
    }

    @Test func outsideAStackItemsAreARowAboveTheView() throws {
        let text = ViewHost(Text("Card").toolbar { Button("Share") {}; ToolbarItem(placement: .bottomBar) { Button("Next") {} } }).text
        let share = try #require(text.range(of: "Share")), next = try #require(text.range(of: "Next")), card = try #require(text.range(of: "Card"))
        #expect(share.lowerBound < next.lowerBound && next.lowerBound < card.lowerBound)
    }

    @Test func aScreenWithOnlyToolbarItemsGetsABar() {
        let text = ViewHost(NavigationStack { Text("Plain").toolbar { Button("Edit") {} } }).text
        #expect(text.range(of: "Edit")!.lowerBound < text.range(of: "Plain")!.lowerBound)
    }
}
