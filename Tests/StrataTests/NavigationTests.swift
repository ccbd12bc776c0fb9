import StrataHTML
import StrataTesting
import SwiftUI
import Testing

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Welcome") {
                    Text("Glad you are here").navigationTitle("Welcome")
                }
                NavigationLink("Receipts") {
                    NavigationLink("March") { Text("March total: 42") }
                        .navigationTitle("Receipts")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

private struct NumberedPath: View {
    @State var path: [Int]
    var body: some View {
        VStack {
            Text("Depth \(path.count)")
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Three", value: 3)
                    NavigationLink("Nothing", value: Int?.none)
                    NavigationLink("Unhandled", value: "text")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Number \(number)")
                        NavigationLink("Next", value: number + 1)
                    }
                }
            }
        }
    }
}

/// The state that presents lives in a view inside the stack, which re-renders on its own.
private struct ActivatedScreen: View {
    @State private var showsDetail = false
    @State private var showsSheetLike = false
    var body: some View {
        VStack {
            Button("Open detail") { showsDetail = true }
            Button("Open editor") { showsSheetLike = true }
            NavigationLink(destination: Text("Detail shown"), isActive: $showsDetail) { EmptyView() }
            Text(showsDetail ? "active" : "inactive")
        }
        .navigationDestination(isPresented: $showsSheetLike) { Editor() }
    }
}

private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done editing") { dismiss() }
    }
}

private struct Mailboxes: View {
    @State private var selection: String?
    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: $selection) { name in
                NavigationLink(name, value: name)
            }
            NavigationLink("Settings") { Text("Settings pane").navigationTitle("Settings") }
        } detail: {
            if let selection {
                VStack {
                    Text("Showing \(selection)")
                    NavigationLink("First message") { Text("Message body") }
                }
            } else {
                Text("Pick a mailbox")
            }
        }
    }
}

@Suite("Navigation")
@MainActor
struct NavigationTests {
    @Test func linksPushDestinationsAndTheBackButtonPops() throws {
        let host = ViewHost(Inbox())
        #expect(host.text.contains("Inbox") && host.text.contains("Welcome"))
        #expect(!host.text.contains("Glad you are here"))
        #expect(host.html.contains("role=\"heading\""), "the title is the screen's heading")

        try host.tap("Welcome")
        #expect(host.text.contains("Glad you are here"))
        #expect(!host.text.contains("Receipts"), "only the top screen is shown")
        #expect(host.controlNames.contains("Inbox"), "the back button is named by the previous title")

        try host.tap("Inbox")
        #expect(host.text.contains("Receipts") && !host.text.contains("Glad you are here"))

        try host.tap("Receipts")
        try host.tap("March")
        #expect(host.text.contains("March total: 42"))
        #expect(host.controlNames.contains("Receipts"))
        try host.tap("Receipts")
        #expect(host.text.contains("March") && !host.text.contains("March total"))
    }

    @Test func valueLinksPushOntoABoundPath() throws {
        let host = ViewHost(NumberedPath(path: []))
        #expect(host.text.contains("Depth 0"))
        try host.tap("Three")
        #expect(host.text.contains("Number 3") && host.text.contains("Depth 1"))
        try host.tap("Next")
        #expect(host.text.contains("Number 4") && host.text.contains("Depth 2"))
        try host.tap("Back")
        #expect(host.text.contains("Number 3") && host.text.contains("Depth 1"))
    }

    @Test func aStaticPageShowsTheTopOfItsPath() {
        let output = html(NumberedPath(path: [7]))
        #expect(output.contains("Number 7"))
        #expect(!output.contains(">Three<"))
    }

    @Test func nilAndUnhandledValuesPushNothing() throws {
        let host = ViewHost(NumberedPath(path: []))
        #expect(throws: (any Error).self) { try host.tap("Nothing") }
        try host.tap("Unhandled")
        #expect(host.text.contains("Three") && host.text.contains("Depth 0"))
    }

    @Test func boundPresentationsPushFromViewsThatRerenderAlone() throws {
        let host = ViewHost(NavigationView { ActivatedScreen() })
        try host.tap("Open detail")
        #expect(host.text.contains("Detail shown"))
        try host.tap("Back")
        #expect(host.text.contains("inactive"), "the back button sets isActive to false")

        try host.tap("Open editor")
        try host.tap("Done editing")
        #expect(host.text.contains("Open editor"), "dismiss pops the pushed screen")
    }

    @Test func splitViewSidebarsSelectAndChooseTheDetail() throws {
        let host = ViewHost(Mailboxes())
        #expect(host.text.contains("Pick a mailbox"))
        try host.tap("Sent")
        #expect(host.text.contains("Showing Sent"))
        #expect(host.html.contains("aria-current=\"true\""), "the selected row says so")
        try host.tap("First message")
        #expect(host.text.contains("Message body") && host.controlNames.contains("Back"))
        try host.tap("Back")
        #expect(host.text.contains("Showing Sent"))
        // A link to a view replaces the detail, with no back button to the placeholder.
        try host.tap("Settings")
        #expect(host.text.contains("Settings pane") && !host.controlNames.contains("Back"))
        #expect(host.text.contains("Inbox"), "the sidebar stays")
    }

    @Test func barsShowTitlesLargeOrInlineAndCanHideTheirParts() throws {
        let host = ViewHost(NavigationStack {
            VStack {
                NavigationLink("Inline") { Text("Small title").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                NavigationLink("Inherited") {
                    NavigationLink("Deeper") { Text("Deepest").navigationTitle("Third") }
                        .navigationTitle("Second").toolbarTitleDisplayMode(.inline)
                }
                NavigationLink("Trapped") { Text("No way back").navigationTitle("Trap").navigationBarBackButtonHidden() }
                NavigationLink("Bare") { Text("No bar").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar) }
            }
            .navigationTitle("Root")
        })
        #expect(host.html.contains("s-f-largeTitle"), "the root's title is large")
        try host.tap("Inline")
        #expect(host.html.contains("s-f-headline") && !host.html.contains("s-f-largeTitle"))
        try host.tap("Root")
        try host.tap("Inherited")
        try host.tap("Deeper")
        #expect(host.html.contains("s-f-headline") && host.text.contains("Third"), "automatic keeps the screen before's mode")
        try host.tap("Second")
        try host.tap("Root")
        try host.tap("Trapped")
        #expect(host.text.contains("Trap") && !host.controlNames.contains("Root"))
        let trapped = ViewHost(NavigationStack { NavigationLink("Bare") { Text("No bar").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar) } })
        try trapped.tap("Bare")
        #expect(trapped.text.contains("No bar") && !trapped.text.contains("Hidden"))
    }

    /// iOS 26: every screen of a stack has its 44-point bar, titled or not, a large title 28 points
    /// below it; a list starts its first card 3 points under the bar, a first header 31.
    @Test func barsKeepTheirRowWithoutATitleAndListsStartUnderThem() {
        let untitled = html(NavigationStack { List { Text("Row") } })
        #expect(untitled.contains("strata-navigation-0") && untitled.contains("min-height:44px"), "\(untitled)")
        #expect(untitled.contains("padding:3px 16px 16px 16px"), "\(untitled)")
        let titled = html(NavigationStack { List { Section("Header") { Text("Row") } }.navigationTitle("Large") })
        #expect(titled.contains("s-f-largeTitle"))
        #expect(titled.contains("padding:28px 0px 6px 0px"), "\(titled)")
        #expect(titled.contains("padding:28px 16px 16px 16px"), "a first header 28 + 3 points down: \(titled)")
        let hidden = html(NavigationStack { Text("Bare").toolbar(.hidden, for: .navigationBar) })
        #expect(!hidden.contains("strata-navigation-0"))
    }

    @Test func linksOutsideAStackAreDisabled() {
        let output = html(List { NavigationLink("Orphan") { Text("Never") } })
        #expect(output.contains(">Orphan<"))
        #expect(output.contains("disabled"))
        #expect(!output.contains("Never"))
    }
}
