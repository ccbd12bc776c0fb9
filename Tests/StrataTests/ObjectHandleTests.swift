import Strata
import StrataTesting
import SwiftUI
import Testing

// View nodes and their outputs are reached through handles they own (no weak references to
// them): a handle finds its object while the object exists, and nothing once it went away.

@Observable
private final class HandleRow: Identifiable {
    let id: Int
    var title: String
    init(id: Int) { self.id = id; title = "Row \(id)" }
}

@Observable
private final class HandleList {
    var rows: [HandleRow]
    init(count: Int) { rows = (0..<count).map(HandleRow.init) }
}

private struct HandleRowView: View {
    let row: HandleRow
    var body: some View { HStack { Text(row.title); Spacer() } }
}

private struct HandleListView: View {
    let list: HandleList
    var body: some View {
        VStack { ForEach(list.rows) { row in HandleRowView(row: row) } }
    }
}

private struct CountingRow: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

@Suite("Handles instead of weak references")
@MainActor
struct ObjectHandleTests {
    /// The handles of the hosted outputs in `nodes` (the nodes themselves are not kept), with
    /// the text of each output.
    private func outputs(in nodes: [RenderNode]) -> [(handle: ObjectHandle<RenderFragment>, text: String)] {
        var found: [(handle: ObjectHandle<RenderFragment>, text: String)] = []
        func walk(_ nodes: [RenderNode]) {
            for node in nodes {
                if let fragment = node.hostedFragment {
                    found.append((fragment.handle, node.children.map(\.plainText).joined(separator: " ")))
                }
                walk(node.children)
            }
        }
        walk(nodes)
        return found
    }

    @Test func aHandleFindsItsObjectOnlyWhileItExists() {
        var fragment: RenderFragment? = RenderFragment()
        let handle = fragment!.handle
        #expect(handle.object === fragment)
        fragment = nil
        #expect(handle.object == nil)
    }

    @Test func aRemovedRowsNodeAndOutputAreReleased() {
        let list = HandleList(count: 5)
        let host = ViewHost(HandleListView(list: list))
        let before = outputs(in: host.renderTree)
        let rowTwo = before.filter { $0.text.contains("Row 2") && !$0.text.contains("Row 3") }
        #expect(rowTwo.count == 1, "\(before.map(\.text))")
        #expect(before.allSatisfy { $0.handle.object != nil })
        let removed = list.rows.remove(at: 2)
        host.graph.update()
        #expect(!host.text.contains("Row 2"))
        // The row's node owned its output: the output gone means the node is gone too.
        #expect(rowTwo.allSatisfy { $0.handle.object == nil })
        #expect(before.filter { $0.handle.object != nil }.count == before.count - 1)
        // Its model no longer reaches it.
        removed.title = "Gone"
        #expect(!host.graph.needsUpdate)
    }

    @Test func aModelChangedAfterItsGraphWentAwayReachesNothing() {
        let list = HandleList(count: 3)
        var host: ViewHost? = ViewHost(HandleListView(list: list))
        let handles = outputs(in: host!.renderTree).map(\.handle)
        #expect(!handles.isEmpty)
        host = nil
        #expect(handles.allSatisfy { $0.object == nil }, "the graph's nodes and outputs are released")
        // Observation still holds the callbacks of the views that read these rows.
        list.rows[1].title = "Changed"
        list.rows = []
        #expect(list.rows.isEmpty)
    }

    @Test func stateChangesReachTheirViewThroughItsHandle() throws {
        let host = ViewHost(VStack { CountingRow(name: "A"); CountingRow(name: "B") })
        try host.tap("A 0")
        #expect(host.text.contains("A 1"))
        #expect(host.text.contains("B 0"))
        let before = host.graph.bodyEvaluationCount
        try host.tap("A 1")
        #expect(host.text.contains("A 2"))
        #expect(host.text.contains("B 0"))
        #expect(host.graph.bodyEvaluationCount - before == 1, "only the tapped row's body")
    }

    @Test func callbacksReachTheObjectOnlyWhileItExists() {
        var fragment: RenderFragment? = RenderFragment()
        let handle = fragment!.handle
        #expect(handle.withObject { $0 } === fragment)
        fragment = nil
        #expect(handle.withObject { $0 } == nil, "reached after it went away: nil, not a freed object")
    }

    #if DEBUG
    /// One thread drives a graph: an object freed while a callback (from another thread) uses
    /// it through its handle stops a debug build, instead of reading freed memory.
    @Test func aDebugBuildStopsWhenAnObjectIsFreedWhileItsHandleIsInUse() async {
        await #expect(processExitsWith: .failure) {
            var fragment: RenderFragment? = RenderFragment()
            let handle = fragment!.handle
            handle.withObject { _ in fragment = nil }
        }
    }
    #endif
}
