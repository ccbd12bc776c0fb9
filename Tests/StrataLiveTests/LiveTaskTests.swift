@testable import StrataLive
import Foundation
import SwiftUI
import Synchronization
import Testing

/// Counts how often work started and how often it saw cancellation.
private final class Probe: Sendable {
    let started = Atomic(0)
    let cancelled = Atomic(0)
}

private struct Report: View {
    let probe: Probe
    @State private var status = "Loading"
    @State private var clicks = 0

    var body: some View {
        VStack {
            Text("Status: \(status)")
            Button("Click") { clicks += 1 }
            Text("Clicks: \(clicks)")
        }
        .task {
            probe.started.add(1, ordering: .relaxed)
            try? await Task.sleep(for: .milliseconds(60))
            status = "Ready"
        }
    }
}

private struct Ticker: View {
    let probe: Probe
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .task {
                probe.started.add(1, ordering: .relaxed)
                while !Task.isCancelled {
                    ticks += 1
                    try? await Task.sleep(for: .milliseconds(5))
                }
                probe.cancelled.add(1, ordering: .relaxed)
            }
    }
}

/// Reads a connection's frames as they come, like the server's writer (until the stream ends).
private final class Inbox: Sendable {
    private let texts = Mutex<[String]>([])

    init(_ stream: AsyncStream<String>) {
        Task { [self] in
            for await text in stream { texts.withLock { $0.append(text) } }
        }
    }

    /// The frames so far once there are at least `count`, or after a minute whatever came (the
    /// main actor, where sessions run, is shared with every other test running at the time).
    func frames(count: Int) async -> [[String: Any]] {
        await eventually { texts.withLock({ $0.count }) >= count }
        return texts.withLock { $0 }.map { text in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        }
    }
}

private func opsText(_ frame: [String: Any]?) -> String {
    guard let ops = frame?["ops"] else { return "" }
    return String(decoding: (try? JSONSerialization.data(withJSONObject: ops)) ?? Data(), as: UTF8.self)
}

/// Counts the ticks of a timer.
private struct TickingClock: View {
    let interval: TimeInterval
    @State private var ticks = 0
    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
    }
}

@MainActor
@Suite("Live tasks")
struct LiveTaskTests {
    @Test func workStartsOnConnectAndItsChangesArePushed() async throws {
        let probe = Probe()
        let handle = LiveSessionHandle(session: LiveSession(Report(probe: probe)))
        #expect(probe.started.load(ordering: .relaxed) == 0, "a page nobody connected to runs nothing")
        let inbox = Inbox(await handle.connect(clientSequence: 0, clientRevision: 0).frames)
        let frames = await inbox.frames(count: 2)
        #expect(frames.map { $0["t"] as? String } == ["hello", "push"])
        #expect(frames.last?["rev"] as? Int == 1)
        #expect(opsText(frames.last).contains("Status: Ready"))
        #expect(probe.started.load(ordering: .relaxed) == 1)
    }

    @Test func repliesAndPushesShareOneOrderedStream() async throws {
        let probe = Probe()
        let handle = LiveSessionHandle(session: LiveSession(Report(probe: probe)))
        let html = await handle.html
        let node = try #require(html.firstMatch(of: /data-s="([0-9A-Za-z_\-]+)"[^>]*>(?:<[^>]*>)*Click</)?.1)
        let inbox = Inbox(await handle.connect(clientSequence: 0, clientRevision: 0).frames)
        await handle.deliver(#"{"t":"event","seq":1,"node":"\#(node)","kind":"click"}"#)
        let frames = await inbox.frames(count: 3)
        // The click's reply and the task's push may come in either order (the push waits 60 ms,
        // which a loaded machine can outlast); what the stream guarantees is one sequence.
        #expect(frames.first?["t"] as? String == "hello")
        #expect(Set(frames.dropFirst().compactMap { $0["t"] as? String }) == ["patch", "push"])
        #expect(frames.map { $0["rev"] as? Int } == [0, 1, 2], "each frame continues the revision the previous one left")
        let reply = frames.first { $0["t"] as? String == "patch" }
        #expect(opsText(reply).contains("Clicks: 1"))
    }

    @Test func aReconnectingClientThatMissedAPushGetsTheContent() async throws {
        let probe = Probe()
        let handle = LiveSessionHandle(session: LiveSession(Report(probe: probe)))
        let (first, stream) = await handle.connect(clientSequence: 0, clientRevision: 0)
        let inbox = Inbox(stream)
        #expect(await inbox.frames(count: 2).count == 2, "hello, then the push this client will have missed")
        await handle.disconnect(first)
        let stale = await handle.hello(clientSequence: 0, clientRevision: 0)
        #expect(stale.contains("Status: Ready"))
        let current = await handle.hello(clientSequence: 0, clientRevision: 1)
        #expect(!current.contains("Status"), "a client that saw the push gets no content")
    }

    @Test func closingASessionCancelsItsWork() async throws {
        let probe = Probe()
        let handle = LiveSessionHandle(session: LiveSession(Ticker(probe: probe)))
        _ = await handle.connect(clientSequence: 0, clientRevision: 0)
        await eventually { probe.started.load(ordering: .relaxed) != 0 }
        #expect(probe.started.load(ordering: .relaxed) == 1)
        await handle.close()
        await eventually { probe.cancelled.load(ordering: .relaxed) != 0 }
        #expect(probe.cancelled.load(ordering: .relaxed) == 1)
    }

    @Test func timersPauseWhileNoBrowserIsConnected() async throws {
        func ticks(_ html: String) -> Int { html.firstMatch(of: /Ticks: (\d+)/).flatMap { Int($0.1) } ?? -1 }
        let handle = LiveSessionHandle(session: LiveSession(TickingClock(interval: 0.01)))
        try await Task.sleep(for: .milliseconds(60))
        #expect(ticks(await handle.html) == 0, "nothing ticks before a browser connects")
        let (first, stream) = await handle.connect(clientSequence: 0, clientRevision: 0)
        _ = await Inbox(stream).frames(count: 3)
        await handle.disconnect(first)
        try await Task.sleep(for: .milliseconds(20))
        let paused = ticks(await handle.html)
        #expect(paused > 0)
        try await Task.sleep(for: .milliseconds(120))
        #expect(ticks(await handle.html) == paused, "no ticks while nobody is connected")
        _ = await handle.connect(clientSequence: 0, clientRevision: 0)
        await eventually { ticks(await handle.html) > paused }
        #expect(ticks(await handle.html) > paused, "the timer goes on when a browser is back")
        await handle.close()
    }

    @Test func timersTickOnTheSessionAndPushTheirChanges() async throws {
        let handle = LiveSessionHandle(session: LiveSession(TickingClock(interval: 0.02)))
        let inbox = Inbox(await handle.connect(clientSequence: 0, clientRevision: 0).frames)
        let frames = await inbox.frames(count: 4)
        #expect(frames.dropFirst().allSatisfy { $0["t"] as? String == "push" })
        let ticks = frames.dropFirst().compactMap { frame in
            opsText(frame).firstMatch(of: /Ticks: (\d+)/).flatMap { Int($0.1) }
        }
        // Ticks made while a push waits go out together, so under load a push may skip numbers.
        #expect(ticks.count >= 3)
        #expect(ticks == ticks.sorted() && Set(ticks).count == ticks.count, "pushes arrive in order: \(ticks)")
        await handle.close()
    }

    @Test func anUnchangedPageNeedsNoPush() {
        let session = LiveSession(Text("Still"))
        #expect(session.pushFrame() == nil)
        #expect(session.revision == 0)
    }
}
