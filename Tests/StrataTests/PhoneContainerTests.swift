import StrataHTML
import StrataTesting
import SwiftUI
import Testing

private struct Basket: View {
    @State private var counts = [0, 0]
    var body: some View {
        List {
            Section("Fruit") {
                ForEach(counts.indices, id: \.self) { index in
                    HStack {
                        Text("Item \(index): \(counts[index])")
                        Button("Add to \(index)") { counts[index] += 1 }
                    }
                }
            }
            Button("Add row") { counts.append(0) }
        }
    }
}

private struct Inbox: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.tag(0)
            Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
        }
    }
}

/// The containers a phone screen is made of, drawn as iOS draws them: lists as inset grouped
/// cards on the grouped background (or plain rows), the tab bar at the bottom, stacks that fill
/// the screen, and the search bar.
@MainActor
@Suite("Phone containers")
struct PhoneContainerTests {
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func rowsOutsideAnySectionShareOneRoundedCardOnTheGroupedBackground() {
        let html = ViewHost(List { Text("One"); Text("Two"); Text("Three") }).html
        #expect(html.contains("background:var(--s-groupedBackground)"))
        #expect(count("background:var(--s-secondaryGroupedBackground)", in: html) == 1, "\(html)")
        #expect(html.contains("border-radius:26px"), "iOS 26's inset cards")
        #expect(count("<hr class=\"s-div\"", in: html) == 2, "a separator between rows, none after the last")
        #expect(count("<hr class=\"s-div\" style=\"padding:0px 16px;\"", in: html) == 2, "separators inside the rows' side insets")
        #expect(count("min-height:52px", in: html) >= 3, "iOS 26: a body line and 30 points")
        let medium = ViewHost(List { Text("One") }.dynamicTypeSize(.medium)).html
        #expect(medium.contains("min-height:51px"), "a line of 16-point body text is 21 points at the medium size")
    }

    @Test func aListFillsTheHeightItIsOffered() {
        let html = ViewHost(List { Text("Row") }).html
        let list = html.prefix(while: { $0 != ">" })
        #expect(list.contains("s-gh"), "the list's outermost element grows vertically: \(list)")
    }

    @Test func thePlainStyleDrawsRowsOnTheBackgroundWithoutCards() {
        let html = ViewHost(List { Text("One"); Text("Two") }.listStyle(.plain)).html
        #expect(!html.contains("--s-secondaryGroupedBackground"))
        #expect(!html.contains("border-radius:26px"))
        #expect(html.contains("background:var(--s-background)"))
        let legacy = ViewHost(List { Text("One") }.listStyle(PlainListStyle())).html
        #expect(!legacy.contains("--s-groupedBackground"))
        let grouped = ViewHost(List { Text("One") }.listStyle(.grouped)).html
        #expect(grouped.contains("--s-groupedBackground") && !grouped.contains("border-radius:26px"), "grouped cards run edge to edge")
    }

    /// iOS 26 draws section headers as written, in headline type; a header can still ask for capitals.
    @Test func sectionHeadersInAListAreAsWrittenUnlessATextCaseIsSet() {
        let list = List {
            Section("Recent") { Text("Row") }
            Section { Text("Other") } header: { Text("Shouted").textCase(.uppercase) }
        }
        let host = ViewHost(list)
        #expect(host.text.contains("Recent") && !host.text.contains("RECENT"))
        #expect(host.text.contains("SHOUTED"))
        #expect(host.html.contains("s-f-headline"), "\(host.html)")
        let standalone = ViewHost(VStack { Section("Recent") { Text("Row") } }).text
        #expect(standalone.contains("Recent") && !standalone.contains("RECENT"), "a section outside a list keeps its case")
    }

    @Test func rowsCanHideSeparatorsAndSetTheirBackgroundAndInsets() {
        let list = List {
            Text("One")
            Text("Two").listRowSeparator(.hidden)
            Text("Three").listRowBackground(Color.yellow).listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 4))
        }
        let html = ViewHost(list).html
        #expect(count("<hr class=\"s-div\"", in: html) == 0, "the hidden row hides the separators above and below it")
        #expect(html.contains("padding:2px 4px 2px 40px") || html.contains("padding-inline:40px 4px"), "\(html)")
        #expect(html.contains("yellow") || html.contains("--s-yellow"))
        let shown = ViewHost(List { Text("One"); Text("Two").listRowSeparator(.hidden, edges: .bottom); Text("Three") }).html
        #expect(count("<hr class=\"s-div\"", in: shown) == 1)
    }

    @Test func aFormIsInsetGroupedCardsToo() {
        let html = ViewHost(Form { Section("Account") { Toggle("Sync", isOn: .constant(true)) } }).html
        #expect(html.contains("--s-groupedBackground") && html.contains("border-radius:26px"))
        #expect(ViewHost(Form { Section("Account") { Text("Row") } }).text.contains("Account"))
    }

    @Test func theTabBarRunsAlongTheBottomWithTheSelectedTabInTheAccentColor() throws {
        let host = ViewHost(Inbox())
        var html = host.html
        let page = try #require(html.range(of: "Inbox page")), bar = try #require(html.range(of: "Settings"))
        #expect(page.lowerBound < bar.lowerBound, "the bar comes after the page")
        #expect(html.contains("<hr class=\"s-div\""), "a hairline above the bar")
        let inbox = try #require(html.range(of: ">Inbox<"))
        let before = html[..<inbox.lowerBound].suffix(200)
        #expect(before.contains("accent"), "the selected tab's title is in the accent color: \(before)")
        try host.tap("Settings")
        html = host.html
        #expect(html.contains("Settings page") && !html.contains("Inbox page"))
        let settings = try #require(html.range(of: ">Settings<"))
        #expect(html[..<settings.lowerBound].suffix(200).contains("accent"))
        let tree = AccessibilityTree(host.renderTree).description
        #expect(tree.contains("Settings") && tree.contains("selected"), "\(tree)")
    }

    @Test func aNavigationStackFillsItsScreen() {
        let html = ViewHost(NavigationStack { Text("Centered").navigationTitle("Title") }).html
        #expect(html.prefix(while: { $0 != ">" }).contains("s-gh"))
        let bare = ViewHost(NavigationStack { Text("Centered") }).html
        #expect(bare.prefix(while: { $0 != ">" }).contains("s-gh"))
    }

    @Test func theSearchBarIsARoundedFieldWithAMagnifyingGlass() throws {
        let html = ViewHost(List { Text("Row") }.searchable(text: .constant(""))).html
        #expect(html.contains("aria-label=\"magnifying glass\"") || html.contains("magnifyingglass"), "\(html.prefix(600))")
        #expect(html.contains("placeholder=\"Search\""))
        let field = try #require(html.range(of: "placeholder=\"Search\""))
        #expect(html[..<field.lowerBound].contains("border-radius:10px"))
    }

    @Test func textFieldsAreBareTextUnlessTheStyleIsRoundedBorder() {
        // iOS's default text field draws no border: custom field styles draw their own.
        #expect(ViewHost(TextField("Name", text: .constant(""))).html.contains("s-input s-input-plain"))
        #expect(ViewHost(Form { TextField("Name", text: .constant("")) }).html.contains("s-input s-input-plain"))
        #expect(ViewHost(TextField("Name", text: .constant("")).textFieldStyle(.plain)).html.contains("s-input-plain"))
        let rounded = ViewHost(Form { TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder) }).html
        #expect(rounded.contains("<input class=\"s-input\""))
        let legacy = ViewHost(TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())).html
        #expect(!legacy.contains("s-input-plain"))
    }

    @Test func aLinkRowGivesItsLabelTheWidthSoATrailingValueSitsByTheChevron() throws {
        let row = NavigationStack {
            List { NavigationLink(value: 1) { LabeledContent("Unread", value: "3") } }
                .navigationDestination(for: Int.self) { Text("\($0)") }
        }
        let html = ViewHost(row).html
        let label = try #require(html.range(of: "Unread"))
        // The label's frame grows (s-gw) so the value is pushed to the trailing edge.
        #expect(html[..<label.lowerBound].suffix(400).contains("s-gw"), "\(html)")
    }

    @Test func rowsOfAListStayLiveThroughTheirSections() throws {
        let host = ViewHost(Basket())
        #expect(count("<hr class=\"s-div\"", in: host.html) == 1, "two rows, one separator")
        try host.tap("Add to 1")
        try host.tap("Add to 1")
        #expect(host.text.contains("Item 1: 2") && host.text.contains("Item 0: 0"))
        try host.tap("Add row")
        try host.tap("Add to 2")
        #expect(host.text.contains("Item 2: 1"))
        #expect(count("<hr class=\"s-div\"", in: host.html) == 2, "three rows in the section's card, the button row in a card of its own: \(host.html)")
        #expect(count("<hr class=\"s-div\"", in: ViewHost(Basket()).html) == 1)
    }
}
