import PackageFixture
import StrataTesting
import SwiftUI
import Testing

/// Puts a bullet before each child and counts them (a multi-view root).
private struct Bulleted: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        Text("\(children.count) children")
        ForEach(children) { child in
            HStack {
                Text("•")
                child
            }
        }
    }
}

private struct NoteKey: _ViewTraitKey {
    static let defaultValue = "none"
}

/// Lists each child's trait value (a unary root).
private struct TraitReader: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        VStack {
            ForEach(children) { child in
                Text("note: \(child[NoteKey.self])")
            }
        }
    }
}

@MainActor @Suite struct VariadicViewTests {
    @Test func aTreeHandsEachViewOfItsContentToTheRoot() {
        let output = html(_VariadicView.Tree(Bulleted()) {
            Text("Apples")
            Text("Pears")
            ForEach(["Plums", "Figs"], id: \.self) { Text($0) }
        })
        #expect(output.contains("4 children"))
        #expect(occurrences(of: "•", in: output) == 4)
        for fruit in ["Apples", "Pears", "Plums", "Figs"] { #expect(output.contains(fruit)) }
    }

    @Test func childrenCarryTheirTraitsAndDistinctIdentities() {
        let output = html(_VariadicView.Tree(TraitReader()) {
            Text("a")._trait(NoteKey.self, "first")
            Text("b")
        })
        #expect(output.contains("note: first"))
        #expect(output.contains("note: none"))
    }

    @Test func childrenAreIdentifiedCollections() {
        var seen: [AnyHashable] = []
        struct Recorder: _VariadicView_UnaryViewRoot {
            let record: ([AnyHashable]) -> Void
            func body(children: _VariadicView.Children) -> some View {
                record(children.map(\.id))
                return children
            }
        }
        _ = html(_VariadicView.Tree(Recorder { seen = $0 }) {
            Text("one")
            Text("two")
            Text("three")
        })
        #expect(seen.count == 3)
        #expect(Set(seen).count == 3)
    }

    @Test func theFixtureDividedStackPutsDividersBetweenRowsOnly() {
        let output = html(DividedStack {
            Text("Row A")
            Text("Row B")
            Text("Row C")
        })
        #expect(occurrences(of: "s-div", in: output) == 2)
        #expect(output.contains("Row A") && output.contains("Row C"))
    }

    @Test func theFixtureBadgedRowsNumberRowsAndStarHighlightedOnes() {
        let none = html(BadgedRows {
            Text("Plain")
            Text("Starred")
        })
        let one = html(BadgedRows {
            Text("Plain")
            Text("Starred").highlighted()
        })
        let both = html(BadgedRows {
            Text("Plain").highlighted()
            Text("Starred").highlighted()
        })
        #expect(one.contains("#1") && one.contains("#2"))
        // Each highlighted row adds the same star image.
        #expect(none.count < one.count && one.count < both.count)
        #expect(both.count - one.count == one.count - none.count)
    }

    @Test func variadicContentStaysInteractiveInAHostedView() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                DividedStack {
                    Text("Count \(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        let host = ViewHost(Counter())
        #expect(host.text.contains("Count 0"))
        try host.tap("Add")
        #expect(host.text.contains("Count 1"))
    }
}
