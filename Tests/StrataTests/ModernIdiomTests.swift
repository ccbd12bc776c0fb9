import StrataTesting
import SwiftUI
import Testing

/// iOS 15-17 idioms: timer intervals, transactions, search dismissal, dynamic UIKit colors,
/// shadowed shape styles and drag and drop.
@MainActor
@Suite("Modern idioms")
struct ModernIdiomTests {
    @Test func timerIntervalsShowTheTimeLeft() {
        let now = Date()
        #expect(html(Text(timerInterval: now...now.addingTimeInterval(90.5))).contains(">1:30</span>"))
        #expect(html(Text(timerInterval: now.addingTimeInterval(-4000)...now.addingTimeInterval(10), countsDown: false)).contains(">1:06:40</span>"))
        #expect(html(Text(timerInterval: now...now, countsDown: true)).contains(">0:00</span>"))
        let progress = html(ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(30)) { Text("Brewing") })
        #expect(progress.contains("Brewing"))
        #expect(progress.contains(">0:30</span>") || progress.contains(">0:29</span>"))
        #expect(progress.contains(#"aria-valuenow="50""#) || progress.contains(#"aria-valuenow="49""#))
    }

    @Test func transactionsRunTheirBody() {
        var value = 0
        withTransaction(Transaction(animation: .none)) { value = 1 }
        #expect(value == 1)
        let result = withTransaction(\.disablesAnimations, true) { value + 1 }
        #expect(result == 2)
    }

    private struct SearchScreen: View {
        @State private var query = "kiwi"
        var body: some View {
            List { ResultsBody() }
                .searchable(text: $query)
        }
    }

    private struct ResultsBody: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Text(isSearching ? "Searching" : "Idle")
            Button("Cancel search") { dismissSearch() }
        }
    }

    @Test func dismissSearchClearsTheSearchField() throws {
        let host = ViewHost(SearchScreen())
        #expect(host.text.contains("Searching"))
        #expect(host.html.contains(#"value="kiwi""#))
        try host.tap("Cancel search")
        #expect(host.text.contains("Idle"))
        #expect(!host.html.contains(#"value="kiwi""#))
    }

    @Test func dynamicUIKitColorsKeepBothAppearances() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .red }
        #expect(Color(uiColor: color)._resolvingAppearance(.light) == Color(uiColor: .red))
        #expect(Color(uiColor: color)._resolvingAppearance(.dark) == Color(uiColor: .black))
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func shadowedShapeStylesPaintTheirBaseStyle() {
        #expect(html(Circle().fill(Color.blue.shadow(.drop(radius: 4)))) == html(Circle().fill(Color.blue)))
        #expect(html(Circle().fill(.red.gradient.shadow(.inner(radius: 2)))).contains("var(--s-red)"))
    }

    @Test func dragAndDropCompileAndLeaveTheViewAlone() {
        var items = ["a"]
        let view = List {
            ForEach(items, id: \.self) { Text($0).draggable($0) }
        }
        .dropDestination(for: String.self) { dropped, _ in
            items += dropped
            return true
        }
        #expect(html(view).contains(">a</span>"))
    }
}

@MainActor
@Suite("Inspector")
struct InspectorTests {
    @Test func inspectorsShowATrailingColumnWhilePresented() {
        let shown = html(Text("Main").inspector(isPresented: .constant(true)) { Text("Details panel") })
        #expect(shown.contains("Details panel"))
        #expect(shown.contains("Main"))
        let hidden = html(Text("Main").inspector(isPresented: .constant(false)) { Text("Details panel") }.inspectorColumnWidth(300))
        #expect(!hidden.contains("Details panel"))
    }
}
