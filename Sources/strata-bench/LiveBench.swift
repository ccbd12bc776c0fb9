import Foundation
import Strata
import StrataHTML
import Hummingbird
import HummingbirdWSClient
import Logging
import StrataGalleryContent
import StrataLive
import StrataLiveServer
import SwiftUI

/// `strata-bench live`: server time per event, patch sizes, memory per idle session, and a load
/// run of concurrent WebSocket sessions over loopback.
/// Runs on the main actor, where live sessions run.
@MainActor
enum LiveBench {
    static func run() async throws {
        // STRATA_MEMPROBE=tree|graph|session measures one part of a session's memory, alone in a
        // fresh process (resident-size deltas are only honest for the first allocations).
        if let probeName = ProcessInfo.processInfo.environment["STRATA_MEMPROBE"] {
            if probeName == "inputs-unconnected" { return await probeUnconnectedVisits() }
            runProbe(probeName)
            return
        }
        // `strata-bench live rows` measures only the rows table; `live memory` only memory.
        let part = CommandLine.arguments.dropFirst(2).first
        if part == "rows" { return try LiveRowsBench.run() }
        if part == "memory" { return measureIdleMemory() }
        if part == "pages" { return LivePageBytes.run() }
        print("live: server time from event received to patch sent (in-process, the socket handler's code path)"); fflush(nil)
        try measureEvents("ModalCard open/close, small screen", LiveModalScreen(), open: "Delete Account…", close: "Cancel")
        try measureEvents("ModalCard open/close, gallery page", GalleryCatalog.liveView(for: "kit-modal-card"), open: "Delete Account…", close: "Cancel")
        try measureTyping()
        try LiveRowsBench.run()
        LivePageBytes.run()
        measureIdleMemory()
        let sessions = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 500
        try await loadRun(sessions: sessions, eventsPerSession: 20)
    }

    // MARK: Event timing

    private static func measureEvents<V: View>(_ name: String, _ view: V, open: String, close: String) throws {
        let session = LiveSession(view)
        var sequence = 0
        var openTimes: [Duration] = [], closeTimes: [Duration] = []
        var openBytes = 0, closeBytes = 0, openWire = 0, closeWire = 0
        for round in 0..<220 {
            for (label, times) in [(open, 0), (close, 1)] {
                let node = try LiveBenchSupport.node(labelled: label, in: session.html)
                sequence += 1
                let message = #"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"click"}"#
                var reply = ""
                let elapsed = ContinuousClock().measure { reply = session.receive(message).first ?? "" }
                guard reply.hasPrefix(#"{"t":"patch""#) else { throw LiveBenchSupport.Failure("no patch for \(label): \(reply)") }
                guard round >= 20 else { continue }  // warm-up
                let wire = reply.utf8.count < 256 ? reply.utf8.count : LiveBenchSupport.deflatedSize(reply)
                if times == 0 {
                    openTimes.append(elapsed); openBytes = reply.utf8.count; openWire = wire
                } else {
                    closeTimes.append(elapsed); closeBytes = reply.utf8.count; closeWire = wire
                }
            }
        }
        print("  \(name): open \(LiveBenchSupport.summary(openTimes)), close \(LiveBenchSupport.summary(closeTimes))"); fflush(nil)
        print("    patch bytes: open \(openBytes) (\(openWire) deflated on the wire), close \(closeBytes) (\(closeWire) deflated)"); fflush(nil)
    }

    private static func measureTyping() throws {
        let session = LiveSession(LiveTypingScreen())
        let node = try LiveBenchSupport.inputNode(in: session.html)
        var times: [Duration] = []
        var bytes: [Int] = []
        var text = ""
        for sequence in 1...220 {
            text += String(sequence % 10)
            let message = #"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"input","value":"\#(text)"}"#
            var reply = ""
            let elapsed = ContinuousClock().measure { reply = session.receive(message).first ?? "" }
            if sequence > 20 { times.append(elapsed); bytes.append(reply.utf8.count) }
        }
        print("  text field keystroke: \(LiveBenchSupport.summary(times)); patch bytes median \(bytes.sorted()[bytes.count / 2])"); fflush(nil)
    }

    // MARK: Memory

    /// Memory per session, each figure from a fresh process (resident-size deltas are only
    /// honest for a heap's first allocations): a session with its render tree (a browser is
    /// connected) and without it (idle: the server releases the tree while no browser is there).
    private static func measureIdleMemory() {
        for (page, name) in [("small", "small ModalCard screen"), ("gallery", "gallery ModalCard page")] {
            let active = LiveBenchSupport.probeInChildProcess("\(page)-active")
            let idle = LiveBenchSupport.probeInChildProcess("\(page)-idle")
            print(String(format: "memory per session (%@, 1000 sessions): %.1f KB connected, %.1f KB idle", name, active, idle)); fflush(nil)
        }
        let unconnected = LiveBenchSupport.probeInChildProcess("inputs-unconnected")
        let withGraph = LiveBenchSupport.probeInChildProcess("inputs-unconnected-graph")
        let page = LiveSession(GalleryCatalog.liveView(for: "kit-inputs")).html.utf8.count
        print(String(format: "memory per unconnected visit (StrataKit Inputs page fetched, never connected; 1000 visits): %.1f KB (page %.1f KB)",
                     unconnected, Double(page) / 1024)); fflush(nil)
        print(String(format: "  the same visits keeping the view graph (render tree released, as until session 10): %.1f KB", withGraph)); fflush(nil)
    }

    /// 1,000 page visits through the server's own path (`LiveServer.startSession`) whose browser
    /// never connects; prints the resident memory per visit.
    private static func probeUnconnectedVisits() async {
        let live = LiveServer()
        let before = LiveBenchSupport.residentBytes()
        for _ in 0..<1000 {
            _ = await live.startSession { AnyView(GalleryCatalog.liveView(for: "kit-inputs")) }
        }
        let after = LiveBenchSupport.residentBytes()
        print(String(format: "probe: %.1f KB", Double(after - before) / 1000 / 1024)); fflush(nil)
        withExtendedLifetime(live) {}
    }

    /// One measurement, alone in this process (`STRATA_MEMPROBE=<name>`); prints "probe: N KB".
    /// Names: small-active, small-idle, gallery-active, gallery-idle, inputs-unconnected-graph,
    /// and for a breakdown tree, graph and session (the gallery page's render tree, view graph
    /// and session alone).
    private static func runProbe(_ name: String) {
        let gallery = { GalleryCatalog.liveView(for: "kit-modal-card") }
        switch name {
        case "small-active": probe { LiveSession(LiveModalScreen()) }
        case "small-idle": probe { let session = LiveSession(LiveModalScreen()); session.releaseRenderTree(); return session }
        case "gallery-active", "session": probe { LiveSession(gallery()) }
        case "gallery-idle": probe { let session = LiveSession(gallery()); session.releaseRenderTree(); return session }
        case "tree": probe { StaticRender.nodes(of: gallery()) as AnyObject }
        case "graph": probe { let graph = ViewGraph(gallery()); graph.update(); return graph }
        case "inputs-unconnected-graph":
            // What an unconnected visit kept until session 10: the view graph, without its render tree.
            probe { let session = LiveSession(GalleryCatalog.liveView(for: "kit-inputs")); _ = session.html; session.releaseRenderTree(); return session }
        default: print("unknown probe \(name)")
        }
    }

    /// Resident memory per object made by `make`, over 1,000 of them.
    private static func probe(_ make: () -> AnyObject) {
        var kept: [AnyObject] = []
        let before = LiveBenchSupport.residentBytes()
        for _ in 0..<1000 { kept.append(make()) }
        let after = LiveBenchSupport.residentBytes()
        print(String(format: "probe: %.1f KB", Double(after - before) / 1000 / 1024)); fflush(nil)
        withExtendedLifetime(kept) {}
    }

    // MARK: Load

    private static func loadRun(sessions: Int, eventsPerSession: Int) async throws {
        let logger = {
            var logger = Logger(label: "strata-bench-live")
            logger.logLevel = .error
            return logger
        }()
        let live = LiveServer()
        let ports = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: Router(), server: live.server(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ports.continuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let server = Task { try await app.runService() }
        defer { server.cancel() }
        var iterator = ports.stream.makeAsyncIterator()
        guard let port = await iterator.next() else { throw LiveBenchSupport.Failure("server did not start") }

        // Sessions are created in-process (as a page GET would), then driven over WebSockets.
        var targets: [(token: String, node: String)] = []
        for _ in 0..<sessions {
            let handle = LiveSessionHandle { LiveSession(LiveCounterScreen()) }
            let token = await live.store.register(handle)
            targets.append((token, try LiveBenchSupport.node(labelled: "Increment", in: await handle.html)))
        }
        let clock = ContinuousClock()
        let start = clock.now
        let results = try await withThrowingTaskGroup(of: LiveBenchSupport.ClientResult.self) { group in
            for target in targets {
                group.addTask {
                    do {
                        return try await LiveBenchSupport.drive(port: port, token: target.token, node: target.node, events: eventsPerSession, logger: logger)
                    } catch {
                        return LiveBenchSupport.ClientResult(lost: eventsPerSession, failure: "\(error)")
                    }
                }
            }
            var all: [LiveBenchSupport.ClientResult] = []
            for try await result in group { all.append(result) }
            return all
        }
        let elapsed = clock.now - start
        let lost = results.reduce(0) { $0 + $1.lost }
        let misordered = results.reduce(0) { $0 + $1.misordered }
        let roundTrips = results.flatMap(\.roundTrips)
        let total = sessions * eventsPerSession
        print("load: \(sessions) concurrent sessions x \(eventsPerSession) events over loopback WebSockets"); fflush(nil)
        print(String(format: "  %d events in %.2f s (%.0f events/s); round trip %@", total, LiveBenchSupport.seconds(elapsed),
                     Double(total) / LiveBenchSupport.seconds(elapsed), LiveBenchSupport.summary(roundTrips)))
        print("  lost events: \(lost), misordered events: \(misordered)"); fflush(nil)
        let failures = results.compactMap(\.failure)
        if let first = failures.first { print("  failed connections: \(failures.count) (first: \(first))") }
    }
}
