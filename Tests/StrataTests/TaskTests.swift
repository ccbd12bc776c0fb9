import StrataTesting
import SwiftUI
import Testing

/// Hands out results and records what the views asked for.
private final class Loader: @unchecked Sendable {
    var requests: [String] = []
    func load(_ topic: String) async -> [String] {
        requests.append(topic)
        await Task.yield()
        return ["\(topic) 1", "\(topic) 2"]
    }
}

private struct Feed: View {
    let loader: Loader
    @State private var topic = "swift"
    @State private var items: [String] = []
    @State private var showsFeed = true

    var body: some View {
        VStack {
            if showsFeed {
                Text(items.isEmpty ? "Loading…" : items.joined(separator: ", "))
                    .task(id: topic) { items = await loader.load(topic) }
            }
            Button("Linux") { topic = "linux" }
            Button("Hide") { showsFeed = false }
        }
    }
}

@MainActor
@Suite("task")
struct TaskTests {
    @Test func workRunsWhenTheHostRunsTasksAndItsStateChangesRender() async {
        let loader = Loader()
        let host = ViewHost(Feed(loader: loader))
        #expect(host.text.contains("Loading…"))
        #expect(loader.requests.isEmpty, "nothing runs until the host runs tasks")
        await host.runTasks()
        #expect(host.text.contains("swift 1, swift 2"))
        await host.runTasks()
        #expect(loader.requests == ["swift"], "the same id does not start the work again")
    }

    @Test func aNewIdRestartsTheWork() async throws {
        let loader = Loader()
        let host = ViewHost(Feed(loader: loader))
        await host.runTasks()
        try host.tap("Linux")
        await host.runTasks()
        #expect(loader.requests == ["swift", "linux"])
        #expect(host.text.contains("linux 1, linux 2"))
    }

    @Test func workOfAViewThatDisappearedDoesNotRun() async throws {
        let loader = Loader()
        let host = ViewHost(Feed(loader: loader))
        try host.tap("Hide")
        await host.runTasks()
        #expect(loader.requests.isEmpty)
    }

    @Test func staticRenderingNeverStartsWork() {
        let loader = Loader()
        _ = html(Feed(loader: loader))
        #expect(loader.requests.isEmpty)
    }

    @Test func aGraphThatGoesAwayIsFreedAndCancelsItsWork() async throws {
        let loader = Loader()
        var host: ViewHost? = ViewHost(Feed(loader: loader))
        weak let graph = host?.graph
        let work = try #require(host?.graph.takeStartedTasks().first)
        #expect(!work.isCancelled)
        host = nil
        #expect(graph == nil, "views keep no reference cycle to their graph")
        #expect(work.isCancelled, "work of views that went away is cancelled")
    }

    @Test func anIdChangeBeforeTheWorkRanReplacesIt() async throws {
        let loader = Loader()
        let host = ViewHost(Feed(loader: loader))
        try host.tap("Linux")
        await host.runTasks()
        #expect(loader.requests == ["linux"])
    }
}
