@testable import StrataLive
import Foundation
import Observation
import SwiftUI
import Testing

@Observable
private final class Item: Identifiable {
    let id: Int
    var text: String
    init(id: Int) {
        self.id = id
        text = "item \(id)"
    }
}

/// Two lists that one button changes at random (seeded): insertions, removals, moves, swaps,
/// shuffles, edits of one item, of the list's title, several of these at once, emptying.
@Observable
private final class Lists {
    var items: [Item]
    var others: [Item]
    var title = "Items"
    @ObservationIgnored private var nextID: Int
    @ObservationIgnored private var generator: SeededGenerator

    init(count: Int, seed: UInt64) {
        items = (0..<count).map(Item.init)
        others = (count..<(count + count / 2)).map(Item.init)
        nextID = count + count / 2
        generator = SeededGenerator(seed: seed)
    }

    func step() {
        let changes = Int.random(in: 0..<4, using: &generator) == 0 ? 3 : 1
        for _ in 0..<changes {
            if Bool.random(using: &generator) { change(&items) } else { change(&others) }
        }
    }

    private func change(_ list: inout [Item]) {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<5:
            list.insert(Item(id: nextID), at: Int.random(in: 0...list.count, using: &generator))
            nextID += 1
        case 5..<9:
            if !list.isEmpty { list.remove(at: Int.random(in: 0..<list.count, using: &generator)) }
        case 9..<12:
            guard !list.isEmpty else { return }
            let item = list.remove(at: Int.random(in: 0..<list.count, using: &generator))
            list.insert(item, at: Int.random(in: 0...list.count, using: &generator))
        case 12..<14:
            guard list.count > 1 else { return }
            list.swapAt(Int.random(in: 0..<list.count, using: &generator), Int.random(in: 0..<list.count, using: &generator))
        case 14..<17:
            if let item = list.randomElement(using: &generator) { item.text += "!" }
        case 17:
            title += "+"
        case 18:
            list.shuffle(using: &generator)
        default:
            if Int.random(in: 0..<4, using: &generator) == 0 { list.removeAll() } else { list.reverse() }
        }
    }
}

private struct ListsPage: View {
    let model: Lists
    var body: some View {
        VStack(alignment: .leading) {
            Button("Step") { model.step() }
            ItemList(model: model)
            OtherList(model: model)
        }
    }
}

/// Rows inside a scroll view's stack, between plain nodes, some followed by a divider of their own.
private struct ItemList: View {
    let model: Lists
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text(model.title)
                ForEach(model.items) { item in
                    ItemRow(item: item)
                    if item.id % 3 == 0 { Divider() }
                }
                Text("\(model.items.count) items")
            }
        }
    }
}

/// Rows with a modifier applied from outside, rows with state of their own, in a nested stack.
private struct OtherList: View {
    let model: Lists
    var body: some View {
        HStack {
            VStack {
                ForEach(model.others) { item in
                    if item.id % 2 == 0 {
                        ItemRow(item: item).padding(1)
                    } else {
                        MarkedRow(item: item)
                    }
                }
            }
            Spacer()
        }
    }
}

private struct ItemRow: View {
    let item: Item
    var body: some View {
        HStack {
            Text(item.text)
            Spacer()
            Text("#\(item.id)")
        }
    }
}

private struct MarkedRow: View {
    let item: Item
    @State private var marked = false
    var body: some View {
        Button(marked ? "Unmark \(item.id)" : "Mark \(item.id)") { marked.toggle() }
            .opacity(marked ? 0.5 : 1)
    }
}

@MainActor
@Suite("Live child-by-child updates")
struct LiveChildListTests {
    /// Every step's patch, applied to a client DOM, gives the DOM of a fresh render of the whole
    /// page (`MirrorBrowser` checks it after each event); the mark buttons are clicked too.
    @Test(arguments: 0..<30)
    func randomListChangesMatchAFreshRender(seed: Int) throws {
        let client = try MirrorBrowser(ListsPage(model: Lists(count: 8, seed: UInt64(seed) + 11)))
        var generator = SeededGenerator(seed: UInt64(seed) + 3)
        for _ in 0..<40 {
            let buttons = try client.buttons()
            let marks = buttons.keys.filter { $0.hasPrefix("Mark") || $0.hasPrefix("Unmark") }.sorted()
            let label = Int.random(in: 0..<5, using: &generator) == 0 ? marks.randomElement(using: &generator) ?? "Step" : "Step"
            try client.send("click", try #require(buttons[label]))
        }
        #expect(client.session.childListUpdates > 0)
        #expect(client.session.updateCounts.whole == 0, "every change stays partial")
    }

    @Test func insertingAndRemovingOnALongListTouchOnlyThatRow() throws {
        let list = Lists(count: 400, seed: 1)
        let client = try MirrorBrowser(ListsPage(model: list))
        list.items.insert(Item(id: 10_000), at: 200)
        let insert = client.session.update()
        try client.dom.apply(insert)
        #expect(client.dom == (try TestNode.parse(client.freshHTML)))
        #expect(insert.count == 2, "the row, and the count below the list: \(insert)")
        #expect(insert.contains { if case .insert = $0 { true } else { false } }, "\(insert)")
        list.items.remove(at: 10)
        let remove = client.session.update()
        try client.dom.apply(remove)
        #expect(client.dom == (try TestNode.parse(client.freshHTML)))
        #expect(remove.count == 2, "\(remove)")
        #expect(client.session.childListUpdates == 2)
        #expect(client.session.updateCounts.whole == 0)
    }

    /// The rows that kept their outputs are found in the list's previous children, in order;
    /// a row that rendered again on its own since is looked up, and still kept.
    @Test func keptRowsAreFoundInOrder() throws {
        let list = Lists(count: 400, seed: 1)
        let client = try MirrorBrowser(ListsPage(model: list))
        list.items.insert(Item(id: 10_000), at: 200)
        try client.dom.apply(client.session.update())
        #expect(client.session.keptInOrder == 400)
        list.items[300].text = "edited"
        try client.dom.apply(client.session.update())
        list.items.remove(at: 100)
        let remove = client.session.update()
        try client.dom.apply(remove)
        #expect(client.dom == (try TestNode.parse(client.freshHTML)))
        #expect(remove.count == 2, "the row, and the count below the list: \(remove)")
        #expect(client.session.keptInOrder == 400 + 399, "one row removed, one edited")
        #expect(client.session.updateCounts.whole == 0)
    }
}

@Suite("Live mirror DOM")
struct LiveMirrorTests {
    private func element(_ node: LiveNode) throws -> LiveElement {
        guard case .element(let element) = node else { throw MirrorBrowser.LookupError.notFound("element") }
        return element
    }

    @Test func pathsFollowChildListChanges() throws {
        let page = #"<div data-s="p"><p data-s="a">a</p><p data-s="b">b</p><p data-s="c">c</p></div>"#
        let mirror = LiveMirror(roots: try LiveDOMParser.parse(Array(page.utf8)).roots)
        let list = try #require(mirror.outermostElement("p"))
        let a = try #require(mirror.outermostElement("a")), c = try #require(mirror.outermostElement("c"))
        #expect(mirror.path(of: c) == [0, 2])
        let added = try LiveDOMParser.parse(Array(#"<p data-s="x">x</p><p data-s="y" aria-modal="true">y</p>"#.utf8), inSVG: false)
        mirror.replaceChildren(of: list, in: 0..<2, with: added + [list.children[0]], kept: [ObjectIdentifier(a)])
        #expect(list.children.compactMap(\.key) == ["x", "y", "a", "c"])
        #expect(mirror.outermostElement("b") == nil, "removed from the index")
        #expect(mirror.outermostElement("a") === a)
        #expect(mirror.path(of: try #require(mirror.outermostElement("y"))) == [0, 1])
        #expect(mirror.path(of: c) == [0, 3], "the hint is stale and found again")
        #expect(mirror.path(of: a) == [0, 2])
        #expect(mirror.modalCount == 1)
        #expect(list.isPatched)
        let b = try element(try LiveDOMParser.parse(Array(#"<p data-s="z">z</p>"#.utf8), inSVG: false)[0])
        mirror.replace(c, with: b)
        #expect(mirror.path(of: b) == [0, 3])
        #expect(mirror.outermostElement("c") == nil)
    }
}
