@testable import StrataLive
import Foundation
import SwiftUI
import Testing

private struct Counter: View {
    @State private var count = 0
    @State private var name = ""
    @State private var showsAlert = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            TextField("Name", text: $name)
            Text("Hello, \(name)")
            Button("Ask") { showsAlert = true }
            ForEach(log, id: \.self) { Text($0) }
        }
        .alert("Sure?", isPresented: $showsAlert) {
            Button("Cancel", role: .cancel) { log.append("cancelled") }
            Button("OK") { log.append("confirmed") }
        }
    }
}

private struct Drawer: View {
    @State private var open = false
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.easeIn(duration: 0.25)) { open.toggle() } }
            Button("Count") { count += 1 }
            if open { Text("Drawer").transition(.move(edge: .top)) }
            Text("Count \(count)")
        }
    }
}

private struct Slider2D: View {
    @GestureState private var dragging = CGSize.zero
    @State private var resting = CGSize.zero
    var body: some View {
        VStack {
            Circle()
                .frame(width: 40, height: 40)
                .offset(x: resting.width + dragging.width, y: resting.height + dragging.height)
                .gesture(DragGesture(minimumDistance: 4)
                    .updating($dragging) { value, state, _ in state = value.translation }
                    .onEnded { value in resting.width += value.translation.width; resting.height += value.translation.height })
            Text("Moving \(Int(dragging.width)) Resting \(Int(resting.width))")
        }
    }
}

@MainActor
@Suite("Live session")
struct LiveSessionTests {
    @Test func dragEventsDriveGestureStateAndTheirEnd() throws {
        let browser = try MirrorBrowser(Slider2D())
        let html = browser.session.html
        let range = try #require(html.range(of: #"class="[^"]*s-drag[^"]*"[^>]*data-s-drag="4.0" data-s="([0-9A-Za-z_\-]+)""#, options: .regularExpression))
        let node = String(html[range].split(separator: "\"").last ?? "")
        try browser.send("drag", node, value: "changed 30 20 10 20")
        #expect(browser.session.html.contains("Moving 20 Resting 0"))
        try browser.send("drag", node, value: "ended 35 20 10 20")
        #expect(browser.session.html.contains("Moving 0 Resting 25"))
        for bad in ["changed 1 2 3", "moved 1 2 3 4", "ended 1 2 3 nan", "changed 1e9 0 0 0"] {
            let reply = try browser.send("drag", node, value: bad)
            #expect(reply["code"] as? String == "malformed", "\(bad)")
        }
        #expect(browser.session.html.contains("Moving 0 Resting 25"), "rejected drags change nothing")
    }

    @Test func withAnimationChangesArriveAsAnAnimatedPatch() throws {
        let browser = try MirrorBrowser(Drawer())
        let animated = try browser.send("click", try browser.node(named: "Toggle"))
        let animation = try #require(animated["anim"] as? [String: Any])
        #expect(animation["ms"] as? Int == 250)
        #expect(animation["curve"] as? String == "ease-in")
        #expect(browser.session.html.contains("--s-trt:translateY(-100%)"), "the inserted view says how it enters")
        let plain = try browser.send("click", try browser.node(named: "Count"))
        #expect(plain["anim"] == nil)
    }

    @Test func clickPatchesOnlyTheChangedText() throws {
        let browser = try MirrorBrowser(Counter())
        let reply = try browser.send("click", try browser.node(named: "Increment"))
        #expect(reply["t"] as? String == "patch")
        #expect(reply["seq"] as? Int == 1)
        let ops = try #require(reply["ops"] as? [[Any]])
        #expect(ops.count == 1)
        #expect(ops.first?.first as? String == "t")
        #expect(browser.session.html.contains("Count: 1"))
    }

    @Test func typingUpdatesBindingsAndDependentText() throws {
        let browser = try MirrorBrowser(Counter())
        let field = try browser.inputNode()
        try browser.send("input", field, value: "Ada")
        try browser.send("input", field, value: "Ada <L>")
        #expect(browser.session.html.contains("Hello, Ada &lt;L&gt;"))
    }

    @Test func escapeInAnAlertRunsItsCancelButton() throws {
        let browser = try MirrorBrowser(Counter())
        try browser.send("click", try browser.node(named: "Ask"))
        #expect(browser.session.html.contains("role=\"alertdialog\""))
        try browser.send("key", try browser.node(named: "OK"), value: "Escape")
        #expect(!browser.session.html.contains("role=\"alertdialog\""))
        #expect(browser.session.html.contains("cancelled"))
    }

    @Test func invalidMessagesGetErrorFramesAndTheSessionGoesOn() throws {
        let browser = try MirrorBrowser(Counter())
        func code(_ text: String) throws -> String? {
            let reply = try #require(browser.session.receive(text).first)
            return (try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])?["code"] as? String
        }
        #expect(try code("not json") == "malformed")
        #expect(try code(#"{"seq":1,"node":"x","kind":"explode"}"#) == "malformed")
        #expect(try code(#"{"seq":"1","node":"x","kind":"click"}"#) == "malformed")
        #expect(try code(#"{"seq":5,"node":"nope","kind":"click"}"#) == "out-of-order")
        #expect(try code(String(repeating: "x", count: 70_000)) == "too-large")
        // Rejected events that came in order use up their number; malformed ones do not.
        #expect(try code(#"{"seq":1,"node":"nope","kind":"click"}"#) == "unknown-node")
        let increment = try browser.node(named: "Increment")
        #expect(try code(#"{"seq":2,"node":"\#(increment)","kind":"input","value":"x"}"#) == "unsupported")
        #expect(browser.session.lastSequence == 2)
        browser.sequence = 2
        let reply = try browser.send("click", increment)
        #expect(reply["t"] as? String == "patch")
        #expect(browser.session.html.contains("Count: 1"))
    }

    @Test func helloCarriesTheWholePageAndLastSequence() throws {
        let browser = try MirrorBrowser(Counter())
        try browser.send("click", try browser.node(named: "Increment"))
        let hello = try #require(try JSONSerialization.jsonObject(with: Data(browser.session.helloFrame().utf8)) as? [String: Any])
        #expect(hello["seq"] as? Int == 1)
        let ops = try LivePatchOperation.decodeForTests(hello["ops"])
        let fresh = try TestNode.parse("")
        try fresh.apply(ops)
        #expect(fresh == (try TestNode.parse(browser.session.html)))
    }
}

extension LivePatchOperation {
    /// Reads operations back from the JSON the client gets (tests only).
    static func decodeForTests(_ json: Any?) throws -> [LivePatchOperation] {
        struct Bad: Error {}
        guard let list = json as? [[Any]] else { throw Bad() }
        return try list.map { op in
            guard let code = op.first as? String else { throw Bad() }
            func path(_ i: Int) throws -> [Int] { guard let p = op[i] as? [Int] else { throw Bad() }; return p }
            func string(_ i: Int) throws -> String { guard let s = op[i] as? String else { throw Bad() }; return s }
            func int(_ i: Int) throws -> Int { guard let n = op[i] as? Int else { throw Bad() }; return n }
            switch code {
            case "i": return .insert(parent: try path(1), index: try int(2), html: try string(3), svg: op[4] as? Bool ?? false)
            case "r": return .remove(path: try path(1))
            case "m": return .move(parent: try path(1), from: try int(2), to: try int(3))
            case "a": return .setAttribute(path: try path(1), name: try string(2), value: try string(3))
            case "d": return .removeAttribute(path: try path(1), name: try string(2))
            case "t": return .setText(path: try path(1), text: try string(2))
            case "p": return .setProperty(path: try path(1), name: try string(2), value: (op[3] as? String).map { .string($0) } ?? .bool(op[3] as? Bool ?? false))
            case "h": return .replaceAll(html: try string(1))
            default: throw Bad()
            }
        }
    }
}

@MainActor
@Suite("Live session, idle")
struct LiveSessionIdleTests {
    @Test func stateSurvivesReleasingTheRenderTree() throws {
        let browser = try MirrorBrowser(Counter())
        let increment = try browser.node(named: "Increment")
        try browser.send("click", increment)
        try browser.send("input", try browser.inputNode(), value: "Ada")
        browser.session.releaseRenderTree()
        #expect(browser.session.graph.nodeCount > 0, "views keep their state nodes")
        let reply = try browser.send("click", increment)
        #expect(reply["t"] as? String == "patch")
        #expect(browser.session.html.contains("Count: 2"))
        #expect(browser.session.html.contains("Hello, Ada"))
        // Releasing changes nothing the browser sees: the next patch is only the new count.
        let ops = try #require(reply["ops"] as? [[Any]])
        #expect(ops.count == 1)
    }
}

/// A grid that moves its selection with any key it is offered, and another that takes digits.
private struct KeyGrid: View {
    @State private var pressed = "none"
    var body: some View {
        VStack {
            Button("Grid") {}.onKeyPress { press in
                pressed = press.characters
                return .handled
            }
            Button("Digits") {}.onKeyPress(characters: .decimalDigits) { press in
                pressed = "digit " + press.characters
                return .handled
            }
            Text("pressed \(pressed)")
        }
    }
}

@MainActor
@Suite("Key presses of any key")
struct AnyKeyPressTests {
    @Test func anyKeyHandlersTakeEveryKeyAndCharacterHandlersTheirCharacters() throws {
        let browser = try MirrorBrowser(KeyGrid())
        #expect(browser.session.html.contains("data-s-keys=\"s-any\""))
        try browser.send("key", try browser.node(named: "Grid"), value: "j")
        #expect(browser.session.html.contains("pressed j"))
        try browser.send("key", try browser.node(named: "Digits"), value: "x")
        #expect(browser.session.html.contains("pressed j"))
        try browser.send("key", try browser.node(named: "Digits"), value: "7")
        #expect(browser.session.html.contains("pressed digit 7"))
    }
}
