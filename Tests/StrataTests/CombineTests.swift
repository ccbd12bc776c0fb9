import StrataTesting
import SwiftUI
import Testing
@testable import ObjectWrapperViews

/// Strata's Combine subset: `@Published` publishers, operators, subjects and cancellation.
@Suite("Combine")
@MainActor
struct CombineTests {
    @Test func dropAndPrefixUntilAnotherPublisherEmits() {
        let values = PassthroughSubject<Int, Never>()
        let gate = PassthroughSubject<Void, Never>()
        var dropped: [Int] = [], prefixed: [Int] = []
        var prefixFinished = false
        let one = values.drop(untilOutputFrom: gate).sink { dropped.append($0) }
        let two = values.prefix(untilOutputFrom: gate).sink(receiveCompletion: { _ in prefixFinished = true }, receiveValue: { prefixed.append($0) })
        values.send(1)
        values.send(2)
        gate.send(())
        values.send(3)
        #expect(dropped == [3])
        #expect(prefixed == [1, 2])
        #expect(prefixFinished)
        _ = (one, two)
    }

    @Test func publishedPipelinesDeliverSynchronously() {
        let model = SignUpModel()
        #expect(!model.isValid)
        #expect(model.suggestions.isEmpty, "the empty initial value is filtered out")
        model.email = "sam@"
        #expect(model.suggestions == ["sam@@example.com"])
        model.password = "12345678"
        #expect(model.isValid)
        model.password = "short"
        #expect(!model.isValid)
    }

    @Test func publishedValuesArriveBeforeTheyAreStored() {
        final class Model: ObservableObject { @Published var count = 0 }
        let model = Model()
        var seen: [(new: Int, stored: Int)] = []
        let subscription = model.$count.sink { seen.append(($0, model.count)) }
        model.count = 1
        #expect(seen.map(\.new) == [0, 1])
        #expect(seen.last?.stored == 0, "as in Combine, @Published publishes in willSet")
        subscription.cancel()
        model.count = 2
        #expect(seen.count == 2)
    }

    @Test func releasingACancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        _ = cancellable
        cancellable = nil
        subject.send(2)
        #expect(received == [1])
    }

    @Test func subjectsAndCompletion() {
        let current = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        var finished = false
        let subscription = current.dropFirst().sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { values.append($0) })
        current.send("b")
        current.value = "c"
        current.send(completion: .finished)
        current.send("d")
        #expect(values == ["b", "c"])
        #expect(finished)
        _ = subscription
        var just: [Int] = []
        _ = Just(7).map { $0 * 2 }.eraseToAnyPublisher().sink { just.append($0) }
        #expect(just == [14])
    }

    @Test func timersDeliverNothingOnAServer() {
        var ticks = 0
        let subscription = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(ticks == 0)
        _ = subscription
    }

    @Test func viewModelPipelinesUpdateTheHostedView() throws {
        let host = ViewHost(SignUpForm())
        #expect(host.text.contains("Incomplete"))
        try host.type("sam@example.com", into: "Email")
        try host.type("correct horse", into: "Password")
        #expect(host.text.contains("Ready"))
        try host.tap("Create account")
    }
}
