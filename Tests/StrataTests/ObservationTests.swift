import StrataTesting
import SwiftUI
import Testing
@testable import ObjectWrapperViews

@Observable
private final class Basket {
    var items: [String] = []
    var note = ""
}

private struct BasketView: View {
    @State private var basket = Basket()
    var body: some View {
        VStack {
            Text("Items: \(basket.items.count)")
            Button("Add") { basket.items.append("apple") }
            NoteEditor(basket: basket)
        }
        .environment(basket)
    }
}

private struct NoteEditor: View {
    @Bindable var basket: Basket
    var body: some View {
        TextField("Note", text: $basket.note)
        BasketSummary()
    }
}

private struct BasketSummary: View {
    @Environment(Basket.self) private var basket
    var body: some View { Text("Note: \(basket.note)") }
}

@Suite("Observation and ObservableObject")
@MainActor
struct ObservationTests {
    @Test func observableModelInStateRerendersReaders() throws {
        let host = ViewHost(BasketView())
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.text.contains("Items: 2"))
    }

    @Test func bindableAndEnvironmentObjectByType() throws {
        let host = ViewHost(BasketView())
        try host.type("ripe", into: "Note")
        #expect(host.text.contains("Note: ripe"))
        #expect(try host.value(of: "Note") == "ripe")
    }

    @Test func observableChangeUpdatesEveryReader() throws {
        let host = ViewHost(BasketView())
        let before = host.graph.bodyEvaluations
        try host.type("x", into: "Note")
        let after = host.graph.bodyEvaluations
        #expect(after["BasketSummary", default: 0] > before["BasketSummary", default: 0])
        #expect(after["NoteEditor", default: 0] > before["NoteEditor", default: 0])
        #expect(host.text.contains("Note: x"))
        // Each body is tracked alone: the view that owns the model but does not read the note
        // is not evaluated again.
        #expect(after["BasketView", default: 0] == before["BasketView", default: 0])
    }

    @Test func unrelatedObservableChangesDoNotRerender() throws {
        let host = ViewHost(BasketView())
        let before = host.graph.bodyEvaluationCount
        let unrelated = Basket()
        unrelated.note = "elsewhere"
        host.graph.update()
        #expect(host.graph.bodyEvaluationCount == before)
    }

    @Test func publishedChangesRerenderObservers() throws {
        let host = ViewHost(CounterOwner())
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.text.contains("Observed 2"))
        #expect(host.controlNames.contains("Reset from 2"))
        try host.tap("Reset from 2")
        #expect(host.text.contains("Observed 0"))
    }

    @Test func stateObjectSurvivesRerenders() throws {
        let host = ViewHost(CounterOwner())
        try host.tap("Increment")
        _ = host.html
        try host.tap("Increment")
        #expect(host.text.contains("Observed 2"))
    }

    @Test func staticRenderCreatesObjects() {
        #expect(html(CounterOwner()).contains("Observed 0"))
        #expect(html(BasketView()).contains("Items: 0"))
    }
}
