import StrataTesting
import SwiftUI
import Testing

// Each view body is tracked on its own: an `@Observable` value read by a child invalidates the
// child only, and a parent evaluated again keeps the output of children whose values are unchanged.

@Observable
private final class ScopeRow: Identifiable {
    let id: Int
    var title: String
    init(id: Int) { self.id = id; title = "Row \(id)" }
}

@Observable
private final class ScopeList {
    var rows: [ScopeRow]
    var heading = "Rows"
    init(count: Int) { rows = (0..<count).map(ScopeRow.init) }
}

private struct ScopeRowView: View {
    let row: ScopeRow
    var body: some View { Text(row.title) }
}

private struct ScopeListView: View {
    let list: ScopeList
    var body: some View {
        VStack {
            ForEach(list.rows) { row in ScopeRowView(row: row) }
        }
    }
}

private struct ScopeScreen: View {
    let list: ScopeList
    var body: some View {
        VStack {
            Text(list.heading)
            ScopeListView(list: list)
        }
    }
}

/// A child whose stored properties the graph cannot compare (a closure, a plain class): it is
/// evaluated with its parent every time.
private final class PlainBox { var value = 0 }

private struct ClosureChild: View {
    let label: () -> String
    var body: some View { Text(label()) }
}

private struct PlainChild: View {
    let box: PlainBox
    var body: some View { Text("Box \(box.value)") }
}

private struct TitledChild: View {
    let title: String
    var body: some View { Text(title) }
}

private struct BindingChild: View {
    @Binding var count: Int
    var body: some View { Text("Bound \(count)") }
}

private struct DoubtfulParent: View {
    @State private var count = 0
    let box: PlainBox
    var body: some View {
        VStack {
            Button("Bump") { count += 1; box.value += 10 }
            ClosureChild { "Closure \(count)" }
            PlainChild(box: box)
            TitledChild(title: "Titled \(count)")
            TitledChild(title: "Fixed")
            BindingChild(count: $count)
        }
    }
}

@Suite("Observation scopes per view body")
@MainActor
struct ObservationScopeTests {
    @Test func parentIsNotEvaluatedWhenOnlyAChildsObservedValueChanges() throws {
        let list = ScopeList(count: 3)
        let host = ViewHost(ScopeScreen(list: list))
        #expect(host.text.contains("Row 1"))
        let before = host.graph.bodyEvaluations
        list.rows[1].title = "Edited"
        host.graph.update()
        let after = host.graph.bodyEvaluations
        #expect(host.text.contains("Edited"))
        #expect(after["ScopeRowView", default: 0] - before["ScopeRowView", default: 0] == 1)
        #expect(after["ScopeListView", default: 0] == before["ScopeListView", default: 0])
        #expect(after["ScopeScreen", default: 0] == before["ScopeScreen", default: 0])
    }

    @Test func editingOneRowOfManyEvaluatesOneRow() throws {
        let list = ScopeList(count: 200)
        let host = ViewHost(ScopeScreen(list: list))
        _ = host.text
        let before = host.graph.bodyEvaluationCount
        list.rows[150].title = "Changed"
        host.graph.update()
        #expect(host.graph.bodyEvaluationCount - before == 1)
        #expect(host.text.contains("Changed"))
    }

    @Test func insertingARowEvaluatesTheListAndTheNewRowOnly() throws {
        let list = ScopeList(count: 50)
        let host = ViewHost(ScopeScreen(list: list))
        _ = host.text
        let before = host.graph.bodyEvaluations
        list.rows.insert(ScopeRow(id: 99), at: 25)
        host.graph.update()
        let after = host.graph.bodyEvaluations
        #expect(after["ScopeListView", default: 0] - before["ScopeListView", default: 0] == 1)
        #expect(after["ScopeRowView", default: 0] - before["ScopeRowView", default: 0] == 1)
        #expect(after["ScopeScreen", default: 0] == before["ScopeScreen", default: 0])
        #expect(host.text.contains("Row 99"))
        // The kept rows still update on their own afterwards.
        list.rows[0].title = "First again"
        host.graph.update()
        #expect(host.text.contains("First again"))
    }

    @Test func removedRowsStopBeingObservedAndKeptRowsStayInOrder() throws {
        let list = ScopeList(count: 5)
        let host = ViewHost(ScopeScreen(list: list))
        _ = host.text
        let removed = list.rows.remove(at: 2)
        host.graph.update()
        #expect(!host.text.contains("Row 2"))
        let before = host.graph.bodyEvaluationCount
        removed.title = "Gone"
        host.graph.update()
        #expect(host.graph.bodyEvaluationCount == before)
        #expect(!host.text.contains("Gone"))
        let order = ["Row 0", "Row 1", "Row 3", "Row 4"].map { host.text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! })
    }

    @Test func childrenTheGraphCannotCompareAreEvaluatedAgain() throws {
        let box = PlainBox()
        let host = ViewHost(DoubtfulParent(box: box))
        #expect(host.text.contains("Closure 0"))
        let before = host.graph.bodyEvaluations
        try host.tap("Bump")
        let after = host.graph.bodyEvaluations
        #expect(host.text.contains("Closure 1"))
        #expect(host.text.contains("Box 10"))
        #expect(host.text.contains("Titled 1"))
        #expect(host.text.contains("Bound 1"))
        #expect(host.text.contains("Fixed"))
        // "Titled 1" changed; "Fixed" did not, and is the only child kept.
        #expect(after["TitledChild", default: 0] - before["TitledChild", default: 0] == 1)
        #expect(after["ClosureChild", default: 0] - before["ClosureChild", default: 0] == 1)
        #expect(after["PlainChild", default: 0] - before["PlainChild", default: 0] == 1)
        #expect(after["BindingChild", default: 0] - before["BindingChild", default: 0] == 1)
    }
}
