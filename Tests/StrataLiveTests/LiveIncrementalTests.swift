@testable import StrataLive
import Foundation
import Observation
import StrataHTML
import SwiftUI
import Testing

@Observable
private final class Row: Identifiable {
    let id: Int
    var text: String
    init(id: Int) {
        self.id = id
        text = "row \(id)"
    }
}

/// Rows the buttons edit, insert, remove and shuffle, choosing with a seeded generator.
@Observable
private final class Rows {
    var rows: [Row]
    @ObservationIgnored private var nextID: Int
    @ObservationIgnored private var generator: SeededGenerator

    init(count: Int, seed: UInt64) {
        rows = (0..<count).map(Row.init)
        nextID = count
        generator = SeededGenerator(seed: seed)
    }

    private func position(inserting: Bool = false) -> Int {
        Int.random(in: 0..<(rows.count + (inserting ? 1 : 0)), using: &generator)
    }

    func edit() { if !rows.isEmpty { rows[position()].text += "!" } }
    func insert() {
        rows.insert(Row(id: nextID), at: position(inserting: true))
        nextID += 1
    }
    func remove() { if !rows.isEmpty { rows.remove(at: position()) } }
    func shuffle() { rows.shuffle(using: &generator) }
}

private struct Page: View {
    let model: Rows
    var body: some View {
        VStack(alignment: .leading) {
            CountButton()
            Controls(model: model)
            Toggles()
            RowList(model: model)
        }
    }
}

private struct CountButton: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct Controls: View {
    let model: Rows
    var body: some View {
        HStack {
            Button("Edit") { model.edit() }
            Button("Insert") { model.insert() }
            Button("Remove") { model.remove() }
            Button("Shuffle") { model.shuffle() }
        }
    }
}

/// Changes whose effects reach outside the view's own elements: a node more at the top of its
/// output, a spacer that makes its row (and the row's container) grow, an alert.
private struct Toggles: View {
    @State private var extra = false
    @State private var grows = false
    @State private var asks = false
    var body: some View {
        Button("Extra") { extra.toggle() }
        if extra { Text("Extra line").padding(2) }
        HStack {
            Button("Grow") { grows.toggle() }
            if grows { Spacer() }
        }
        Button("Ask") { asks = true }
            .alert("Sure?", isPresented: $asks) { Button("OK") {} }
    }
}

private struct RowList: View {
    let model: Rows
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(model.rows) { row in RowView(row: row) }
        }
    }
}

private struct RowView: View {
    let row: Row
    @State private var marked = false
    var body: some View {
        HStack {
            Text(row.text)
            Spacer()
            Button(marked ? "Unmark \(row.id)" : "Mark \(row.id)") { marked.toggle() }
        }
        .opacity(marked ? 0.5 : 1)
    }
}

@MainActor
@Suite("Live incremental updates")
struct LiveIncrementalTests {
    @Test(arguments: 0..<40)
    func partialPatchesMatchAFreshRender(seed: Int) throws {
        let client = try MirrorBrowser(Page(model: Rows(count: 6, seed: UInt64(seed) + 7)))
        var generator = SeededGenerator(seed: UInt64(seed) + 1)
        for _ in 0..<30 {
            let buttons = try client.buttons()
            // While the alert is shown, the content behind it takes no clicks.
            let label = buttons["OK"] != nil ? "OK" : try #require(buttons.keys.sorted().randomElement(using: &generator))
            try client.click(buttons[label]!)
        }
        let counts = client.session.updateCounts
        #expect(counts.partial > 0)
    }

    @Test func counterClickOnALongPageEmitsOnlyTheButton() throws {
        let client = try MirrorBrowser(Page(model: Rows(count: 300, seed: 1)))
        let before = client.session.updateCounts
        let operations = try client.click(try #require(try client.buttons()["Count 0"]))
        #expect(operations.count == 1)
        if case .setText(_, let text) = operations.first { #expect(text == "Count 1") } else { Issue.record("\(operations)") }
        #expect(client.session.updateCounts.partial == before.partial + 1)
        #expect(client.session.updateCounts.whole == before.whole)
    }

    @Test func editingInsertingAndRemovingRowsStayPartial() throws {
        let client = try MirrorBrowser(Page(model: Rows(count: 50, seed: 3)))
        let buttons = try client.buttons()
        let edit = try client.click(try #require(buttons["Edit"]))
        #expect(edit.count == 1)
        let insert = try client.click(try #require(buttons["Insert"]))
        #expect(insert.count == 1)
        if case .insert = insert.first {} else { Issue.record("\(insert)") }
        let remove = try client.click(try #require(buttons["Remove"]))
        #expect(remove.count == 1)
        let shuffle = try client.click(try #require(buttons["Shuffle"]))
        #expect(shuffle.allSatisfy { if case .move = $0 { true } else { false } }, "keyed rows move, not re-sent")
        #expect(client.session.updateCounts.whole == 0)
    }

    @Test func changesThatReachOutsideAViewWidenTheUpdate() throws {
        let client = try MirrorBrowser(Page(model: Rows(count: 5, seed: 5)))
        // A node more at the top of `Toggles`' output, a spacer that makes a row grow, an alert:
        // each is emitted with enough around it that the page matches a fresh render.
        for label in ["Extra", "Grow", "Ask", "OK", "Extra", "Grow"] {
            try client.click(try #require(try client.buttons()[label], "\(label)"))
        }
    }

    @Test func anUnconnectedPageKeepsOnlyADigestAndIsRenderedAgainFromState() throws {
        let session = LiveSession(Page(model: Rows(count: 20, seed: 9)))
        let html = session.html
        session.releaseRenderTree()
        let hello = session.helloFrame(clientSequence: 0, clientRevision: 0)
        #expect(hello.contains(#""ops":[]"#), "the same page: nothing to resend")
        #expect(session.html == html)
        #expect(session.revision == 0)
    }
}
