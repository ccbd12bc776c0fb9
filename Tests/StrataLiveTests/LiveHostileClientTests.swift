@testable import StrataLive
import Foundation
import SwiftUI
import Testing

private struct Form: View {
    @State private var count = 0
    @State private var name = ""
    @State private var showsAlert = false
    @State private var showsCard = false

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            TextField("Name", text: $name)
            Text("Name has \(name.count) characters")
            Button("Ask") { showsAlert = true }
            Button("Card") { showsCard = true }
            if showsCard {
                VStack {
                    Button("Close card") { showsCard = false }
                }
                .accessibilityAddTraits(.isModal)
            }
        }
        .alert("Sure?", isPresented: $showsAlert) {
            Button("OK") {}
        }
    }
}

/// Sends raw frames to a session and reads the first reply as JSON.
@MainActor
private struct Wire {
    let session = LiveSession(Form())

    func node(_ label: String) throws -> String {
        let html = session.html
        let pattern = try NSRegularExpression(pattern: "<button[^>]*data-s=\"([0-9A-Za-z_\\-]+)\"[^>]*>(?:<[^>]*>)*\(NSRegularExpression.escapedPattern(for: label))<")
        let match = try #require(pattern.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)))
        return String(html[try #require(Range(match.range(at: 1), in: html))])
    }

    func field() throws -> String {
        let html = session.html
        let range = try #require(html.range(of: #"data-s-input="([0-9A-Za-z_\-]+)""#, options: .regularExpression))
        return String(html[range].dropFirst(14).dropLast())
    }

    func send(_ text: String) throws -> [String: Any] {
        let reply = try #require(session.receive(text).first)
        return try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    }

    func click(_ seq: Int, _ node: String) throws -> [String: Any] {
        try send(#"{"t":"event","seq":\#(seq),"node":"\#(node)","kind":"click"}"#)
    }
}

@MainActor
@Suite("Hostile clients: sessions")
struct LiveHostileClientTests {
    @Test func textOverTheLimitIsRefusedAndTheSessionStaysInStep() throws {
        let wire = Wire()
        let field = try wire.field()
        let huge = String(repeating: "x", count: 70 * 1024)
        let refused = try wire.send(#"{"t":"event","seq":1,"node":"\#(field)","kind":"input","value":"\#(huge)"}"#)
        #expect(refused["code"] as? String == "too-large")
        #expect(refused["seq"] as? Int == 1, "the refused event's number is used up, so the client can drop it")
        #expect(!wire.session.html.contains("Name has 71680"), "nothing of the oversized text was applied")
        let next = try wire.click(2, try wire.node("Increment"))
        #expect(next["t"] as? String == "patch", "the next event is in order: \(next)")
        #expect(wire.session.html.contains("Count: 1"))
    }

    @Test func aSkippedEventUsesUpItsNumber() throws {
        let wire = Wire()
        let skipped = try wire.send(#"{"t":"skip","seq":1}"#)
        #expect(skipped["code"] as? String == "too-large")
        #expect(skipped["seq"] as? Int == 1)
        #expect(try wire.click(2, try wire.node("Increment"))["t"] as? String == "patch")
        let outOfOrder = try wire.send(#"{"t":"skip","seq":7}"#)
        #expect(outOfOrder["seq"] as? Int == -1, "a skip out of order changes nothing")
        #expect(try wire.click(3, try wire.node("Increment"))["t"] as? String == "patch")
    }

    @Test func controlsBehindAPresentedAlertRefuseEvents() throws {
        let wire = Wire()
        let increment = try wire.node("Increment")
        #expect(try wire.click(1, try wire.node("Ask"))["t"] as? String == "patch")
        #expect(wire.session.html.contains("alertdialog"))
        let refused = try wire.click(2, increment)
        #expect(refused["code"] as? String == "behind-modal")
        #expect(wire.session.html.contains("Count: 0"))
        #expect(try wire.click(3, try wire.node("OK"))["t"] as? String == "patch", "the alert's own buttons work")
        #expect(try wire.click(4, increment)["t"] as? String == "patch")
        #expect(wire.session.html.contains("Count: 1"), "once the alert is gone the control works again")
    }

    @Test func controlsBehindAViewWithTheModalTraitRefuseEvents() throws {
        let wire = Wire()
        let increment = try wire.node("Increment")
        #expect(try wire.click(1, try wire.node("Card"))["t"] as? String == "patch")
        #expect(try wire.click(2, increment)["code"] as? String == "behind-modal")
        #expect(try wire.click(3, try wire.node("Close card"))["t"] as? String == "patch")
        #expect(try wire.click(4, increment)["t"] as? String == "patch")
        #expect(wire.session.html.contains("Count: 1"))
    }
}

@MainActor
@Suite("Hostile clients: connections")
struct LiveConnectionTests {
    private func click(_ handle: LiveSessionHandle, seq: Int) async throws -> String {
        let html = await handle.html
        let range = try #require(html.range(of: #"<button[^>]*data-s="[0-9A-Za-z_\-]+""#, options: .regularExpression))
        let id = html[range].split(separator: "\"").last.map(String.init) ?? ""
        return #"{"t":"event","seq":\#(seq),"node":"\#(id)","kind":"click"}"#
    }

    @Test func aSecondConnectionEndsTheFirstWithAReason() async throws {
        let handle = LiveSessionHandle(session: LiveSession(Form()))
        let (first, firstFrames) = await handle.connect(clientSequence: 0, clientRevision: 0)
        let (second, _) = await handle.connect(clientSequence: 0, clientRevision: 0)
        var frames: [String] = []
        for await frame in firstFrames { frames.append(frame) }
        #expect(frames.count == 1, "the first stream ended after its hello")
        #expect(await handle.endReason(of: first) == .replaced)
        #expect(await handle.endReason(of: second) == nil)
        #expect(await handle.deliver(try await click(handle, seq: 1), from: first) == false, "the replaced socket's events are refused")
        #expect(await handle.deliver(try await click(handle, seq: 1), from: second))
    }

    @Test func aReaderThatFallsBehindIsDisconnectedAndMayResume() async throws {
        let handle = LiveSessionHandle(maxQueuedBytes: 4096, session: LiveSession(Form()))
        let (connection, frames) = await handle.connect(clientSequence: 0, clientRevision: 0)
        let event = try await click(handle, seq: 1)
        let node = event.split(separator: "\"")[7]
        var sequence = 0
        // Nobody reads `frames`: patches pile up until the limit ends the connection.
        while await handle.endReason(of: connection) == nil, sequence < 10_000 {
            sequence += 1
            await handle.deliver(#"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"click"}"#, from: connection)
        }
        #expect(await handle.endReason(of: connection) == .fellBehind)
        #expect(sequence < 200, "it was stopped after \(sequence) unread replies")
        var queued = 0
        for await frame in frames { queued += frame.utf8.count }
        #expect(queued <= 4096)
        let (_, resumed) = await handle.connect(clientSequence: 0, clientRevision: 0)
        var iterator = resumed.makeAsyncIterator()
        let hello = try #require(await iterator.next())
        #expect(hello.contains("\"seq\":\(sequence)"), "the new connection resumes the session: \(hello.prefix(80))")
    }
}
