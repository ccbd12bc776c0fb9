import StrataTesting
import SwiftUI
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

private struct Toggleable: View {
    @State private var showsCounter = true
    var body: some View {
        VStack {
            if showsCounter { Counter() } else { Text("Hidden") }
            Button("Switch") { showsCounter.toggle() }
        }
    }
}

/// A child that edits its parent's state through a binding.
private struct Stepper2: View {
    @Binding var value: Int
    var body: some View { Button("Add") { value += 1 } }
}

private struct BindingParent: View {
    @State private var value = 10
    var body: some View {
        VStack {
            Text("Value \(value)")
            Stepper2(value: $value)
        }
    }
}

private struct Sibling: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Siblings: View {
    var body: some View {
        HStack { Sibling(name: "Left"); Sibling(name: "Right") }
    }
}

private struct ReorderableList: View {
    @State private var names = ["a", "b"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in Sibling(name: name) }
            Button("Reverse") { names.reverse() }
        }
    }
}

/// Rows with state whose list changes from outside: the graph finds kept rows in the order it
/// found them last time, and must still follow identities through every other change.
@Observable
private final class ChangingRows {
    var ids = Array(0..<8)
    /// Rows shown as another view type (same identity).
    var plain: Set<Int> = []
}

private struct ChangingRowsList: View {
    let rows: ChangingRows
    var body: some View {
        VStack {
            ForEach(rows.ids, id: \.self) { id in
                rows.plain.contains(id) ? AnyView(Text("plain \(id)")) : AnyView(Sibling(name: "r\(id)"))
            }
        }
    }
}

private struct ExplicitID: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Sibling(name: "Tracked").id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

@MainActor
@Suite("State, bindings and identity")
struct StateTests {
    @Test func stateChangeRerenders() throws {
        let host = ViewHost(Counter())
        #expect(host.text.contains("Count: 0"))
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.text.contains("Count: 2"))
    }

    @Test func stateResetsWhenBranchIdentityChanges() throws {
        let host = ViewHost(Toggleable())
        try host.tap("Increment")
        #expect(host.text.contains("Count: 1"))
        try host.tap("Switch")
        #expect(host.text.contains("Hidden"))
        try host.tap("Switch")
        #expect(host.text.contains("Count: 0"))
    }

    @Test func bindingWritesParentState() throws {
        let host = ViewHost(BindingParent())
        try host.tap("Add")
        #expect(host.text.contains("Value 11"))
        try host.tap("Add")
        #expect(host.text.contains("Value 12"))
    }

    @Test func stateChangeReevaluatesOnlyTheOwningSubtree() throws {
        let host = ViewHost(Siblings())
        let before = host.graph.bodyEvaluations
        try host.tap("Left 0")
        let after = host.graph.bodyEvaluations
        #expect(host.text.contains("Left 1"))
        #expect(host.text.contains("Right 0"))
        // Only the tapped sibling re-evaluated; the parent and the other sibling did not.
        #expect(after["Siblings", default: 0] == before["Siblings", default: 0])
        #expect(after["Sibling", default: 0] == before["Sibling", default: 0] + 1)
    }

    @Test func forEachStateFollowsElementIdentity() throws {
        let host = ViewHost(ReorderableList())
        try host.tap("a 0")
        #expect(host.controlNames.prefix(2) == ["a 1", "b 0"])
        try host.tap("Reverse")
        #expect(host.controlNames.prefix(2) == ["b 0", "a 1"])
    }

    @Test func stateFollowsIdentityThroughRemovalsInsertionsMovesAndTypeChanges() throws {
        let rows = ChangingRows()
        let host = ViewHost(ChangingRowsList(rows: rows))
        try host.tap("r2 0")
        try host.tap("r5 0")
        rows.ids.remove(at: 3)
        rows.ids.insert(9, at: 1)
        #expect(host.controlNames == ["r0 0", "r9 0", "r1 0", "r2 1", "r4 0", "r5 1", "r6 0", "r7 0"])
        rows.ids.reverse()
        #expect(host.controlNames == ["r7 0", "r6 0", "r5 1", "r4 0", "r2 1", "r1 0", "r9 0", "r0 0"])
        rows.ids.swapAt(0, 7)
        rows.ids.remove(at: 1)
        #expect(host.controlNames == ["r0 0", "r5 1", "r4 0", "r2 1", "r1 0", "r9 0", "r7 0"])
        // Another view type at the same identity replaces the row and its state.
        rows.plain = [2]
        #expect(host.text.contains("plain 2"))
        #expect(host.controlNames == ["r0 0", "r5 1", "r4 0", "r1 0", "r9 0", "r7 0"])
        rows.plain = []
        #expect(host.controlNames == ["r0 0", "r5 1", "r4 0", "r2 0", "r1 0", "r9 0", "r7 0"])
        let nodes = host.graph.nodeCount
        rows.ids.removeAll()
        #expect(host.controlNames.isEmpty)
        #expect(host.graph.nodeCount < nodes - 6)
    }

    @Test func explicitIDChangeResetsState() throws {
        let host = ViewHost(ExplicitID())
        try host.tap("Tracked 0")
        #expect(host.controlNames.contains("Tracked 1"))
        try host.tap("Reset")
        #expect(host.controlNames.contains("Tracked 0"))
    }

    @Test func staticRenderUsesInitialState() {
        #expect(html(Counter()).contains("Count: 0"))
    }

    @Test func constantBindingIgnoresWrites() {
        let binding = Binding.constant(5)
        binding.wrappedValue = 7
        #expect(binding.wrappedValue == 5)
    }

    @Test func bindingToMemberWritesThrough() {
        struct Person { var name: String }
        var storage = Person(name: "Ada")
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.name.wrappedValue = "Grace"
        #expect(storage.name == "Grace")
    }
}
