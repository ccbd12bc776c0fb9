@testable import StrataLive
import Foundation
import StrataHTML
import SwiftUI
import Synchronization
import Testing

/// A page with state, a list keyed by explicit ids, an alert and a text field.
private struct Inbox: View {
    @State private var count = 0
    @State private var name = ""
    @State private var showsAlert = false
    @State private var messages = ["Welcome", "Your order shipped", "Receipt"]

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            TextField("Name", text: $name)
            Text("Hello, \(name)")
            ForEach(messages, id: \.self) { message in
                HStack {
                    Text(message)
                    Spacer()
                    Button("Archive \(message)") { messages.removeAll { $0 == message } }
                }
            }
            Button("Ask") { showsAlert = true }
        }
        .alert("Sure?", isPresented: $showsAlert) {
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// Shows a value made anew by each render of the graph, as a view that reads the clock would.
private struct Stamped: View {
    let source: Counter
    @State private var stamp = 0
    @State private var clicks = 0

    init(source: Counter) {
        self.source = source
        _stamp = State(initialValue: source.next())
    }

    var body: some View {
        VStack {
            Text("Stamp \(stamp)")
            Button("Click") { clicks += 1 }
            Text("Clicks: \(clicks)")
        }
    }
}

private final class Counter: Sendable {
    private let value = Atomic(0)
    func next() -> Int { value.add(1, ordering: .relaxed).newValue }
}

private struct Wrapper: View {
    let source: Counter
    var body: some View { Stamped(source: source) }
}

/// Counts how often a `task` started.
private final class Starts: Sendable {
    let count = Atomic(0)
}

private struct Loader: View {
    let starts: Starts
    @State private var status = "Loading"
    var body: some View {
        Text("Status: \(status)")
            .task {
                starts.count.add(1, ordering: .relaxed)
                status = "Ready"
            }
    }
}

/// Counts its `onAppear` actions, a side effect outside the view's state (analytics, say).
private struct Tracked: View {
    let appearances: Starts
    var body: some View {
        Text("Tracked").onAppear { appearances.count.add(1, ordering: .relaxed) }
    }
}

/// Reads a connection's frames as they come.
private final class FrameReader: Sendable {
    private let texts = Mutex<[String]>([])

    init(_ stream: AsyncStream<String>) {
        Task { [self] in
            for await text in stream { texts.withLock { $0.append(text) } }
        }
    }

    /// The frames so far once there are at least `count`, or after a minute whatever came.
    func frames(count: Int) async -> [String] {
        await eventually { texts.withLock({ $0.count }) >= count }
        return texts.withLock { $0 }
    }
}

/// The `data-s` id of the button labelled `label` in `html`.
private func button(_ label: String, in html: String) throws -> String {
    let pattern = try NSRegularExpression(pattern: "<button[^>]*data-s=\"([^\"]+)\"[^>]*>(?:<[^>]*>)*\(NSRegularExpression.escapedPattern(for: label))<")
    let match = try #require(pattern.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)))
    return String(html[try #require(Range(match.range(at: 1), in: html))])
}

private func decode(_ frame: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
}

@MainActor
@Suite("Live session, unconnected")
struct LiveUnconnectedSessionTests {
    /// The browser got the first render's HTML; the session dropped its graph and made it again
    /// when the browser connected. Patches must apply to the browser's HTML.
    @Test func aReleasedGraphRendersAgainWithTheIdsTheBrowserHas() throws {
        let session = LiveSession(Inbox())
        let sent = session.html
        let browser = try TestNode.parse(sent)
        #expect(session.releaseViewGraph())
        #expect(!session.holdsViewGraph)

        let hello = try decode(session.helloFrame(clientSequence: 0, clientRevision: 0))
        #expect((hello["ops"] as? [Any])?.isEmpty == true, "the page rendered again is the page the browser has")
        #expect(hello["rev"] as? Int == 0)
        #expect(session.holdsViewGraph)

        var sequence = 0
        for label in ["Increment", "Archive Your order shipped", "Increment", "Ask"] {
            sequence += 1
            let node = try button(label, in: HTMLSerializer.fragment(session.graph.renderTree, stampsNodeIDs: true))
            #expect(sent.contains("data-s=\"\(node)\""), "\(label) keeps the id the browser received")
            let reply = try decode(try #require(session.receive(#"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"click"}"#).first))
            #expect(reply["t"] as? String == "patch", "\(reply)")
            try browser.apply(try LivePatchOperation.decodeForTests(reply["ops"]))
            #expect(browser == (try TestNode.parse(HTMLSerializer.fragment(session.graph.renderTree, stampsNodeIDs: true))), "after \(label)")
        }
        #expect(session.html.contains("Count: 2"))
        #expect(!session.html.contains("Your order shipped"))
    }

    /// A page that renders differently the second time reaches the browser whole, and the
    /// session goes on from there.
    @Test func aPageThatRendersDifferentlyIsSentWhole() throws {
        let source = Counter()
        let session = LiveSession(Wrapper(source: source))
        let sent = session.html
        #expect(sent.contains("Stamp 1"))
        #expect(session.releaseViewGraph())
        let hello = try decode(session.helloFrame(clientSequence: 0, clientRevision: 0))
        let ops = try LivePatchOperation.decodeForTests(hello["ops"])
        #expect(ops.count == 1)
        #expect(hello["rev"] as? Int == 1)
        let browser = try TestNode.parse(sent)
        try browser.apply(ops)
        let html = session.html
        #expect(html.contains("Stamp 2"))
        #expect(browser == (try TestNode.parse(html)))
        let click = try button("Click", in: html)
        let reply = try decode(try #require(session.receive(#"{"t":"event","seq":1,"node":"\#(click)","kind":"click"}"#).first))
        try browser.apply(try LivePatchOperation.decodeForTests(reply["ops"]))
        #expect(browser == (try TestNode.parse(session.html)))
        #expect(session.html.contains("Clicks: 1"))
    }

    /// State that changed keeps the graph: only the render tree goes.
    @Test func aSessionWhoseStateChangedKeepsItsGraph() throws {
        let session = LiveSession(Inbox())
        let increment = try button("Increment", in: session.html)
        let reply = try decode(try #require(session.receive(#"{"t":"event","seq":1,"node":"\#(increment)","kind":"click"}"#).first))
        #expect(reply["t"] as? String == "patch")
        #expect(!session.releaseViewGraph(), "an event was applied")
        #expect(session.holdsViewGraph)
        session.releaseRenderTree()
        #expect(session.html.contains("Count: 1"), "the state survives")
    }

    /// Through the handle, as the server does: the graph goes until the browser connects, the
    /// work views start runs once, after connecting, and its change is pushed.
    @Test func theServerPathDropsTheGraphAndStartsWorkOnConnect() async throws {
        let starts = Starts()
        let handle = LiveSessionHandle(session: LiveSession(Loader(starts: starts)))
        #expect(await handle.html.contains("Status: Loading"))
        await handle.releaseRenderTree()
        #expect(await !handle.holdsViewGraph)
        #expect(starts.count.load(ordering: .relaxed) == 0)

        let (_, frames) = await handle.connect(clientSequence: 0, clientRevision: 0)
        let received = try await FrameReader(frames).frames(count: 2).map(decode)
        #expect(received.map { $0["t"] as? String } == ["hello", "push"])
        #expect((received.first?["ops"] as? [Any])?.isEmpty == true)
        let pushed = String(describing: received.last?["ops"] ?? "")
        #expect(pushed.contains("Status: Ready"))
        #expect(starts.count.load(ordering: .relaxed) == 1, "the work ran once, for the connected page")
        #expect(await handle.holdsViewGraph)
    }

    /// A session that was connected keeps its graph (and its state) when its browser leaves.
    @Test func aSessionThatWasConnectedKeepsItsGraph() async throws {
        let handle = LiveSessionHandle(session: LiveSession(Inbox()))
        let (connection, _) = await handle.connect(clientSequence: 0, clientRevision: 0)
        await handle.disconnect(connection)
        #expect(await handle.holdsViewGraph)
    }

    /// A page whose views ran an `onAppear` action keeps its graph, so connecting does not run
    /// the action a second time.
    @Test func aPageThatRanAnAppearActionKeepsItsGraph() async throws {
        let appearances = Starts()
        let handle = LiveSessionHandle(session: LiveSession(Tracked(appearances: appearances)))
        #expect(await handle.html.contains("Tracked"))
        await handle.releaseRenderTree()
        #expect(await handle.holdsViewGraph)
        let (_, frames) = await handle.connect(clientSequence: 0, clientRevision: 0)
        _ = await FrameReader(frames).frames(count: 1)
        #expect(appearances.count.load(ordering: .relaxed) == 1, "the action ran once")
    }

    /// Ending a released session (expiry, eviction) does not render it again.
    @Test func closingAReleasedSessionDoesNotRebuildIt() async throws {
        let source = Counter()
        let handle = LiveSessionHandle(session: LiveSession(Wrapper(source: source)))
        _ = await handle.html
        await handle.releaseRenderTree()
        await handle.close()
        #expect(await !handle.holdsViewGraph)
        #expect(source.next() == 2, "the root view was evaluated once")
    }

    /// Unconnected sessions still expire.
    @Test func aReleasedSessionExpires() async throws {
        let start = ContinuousClock.now
        let offset = Mutex(Duration.zero)
        let store = LiveSessionStore(timeout: .seconds(60), now: { start + offset.withLock { $0 } })
        let handle = LiveSessionHandle(session: LiveSession(Inbox()))
        let token = await store.register(handle)
        _ = await handle.html
        await handle.releaseRenderTree()
        #expect(await store.count == 1)
        offset.withLock { $0 = .seconds(61) }
        #expect(await store.connect(token) == nil)
        #expect(await store.count == 0)
    }
}
