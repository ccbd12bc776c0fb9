@testable import StrataLive
import Foundation
import Strata
import StrataHTML
import SwiftUI
import Testing

private struct Rows: View {
    let count: Int
    @State private var picked = ""
    var body: some View {
        VStack {
            Text("Picked: \(picked)")
            ForEach(0..<count, id: \.self) { row in
                HStack {
                    Text("Row \(row)")
                    Spacer()
                    Button("Pick \(row)") { picked = "\(row)" }
                }
            }
        }
    }
}

/// Every identity in `nodes` and below.
private func identities(_ nodes: [RenderNode], into found: inout [ViewIdentity]) {
    for node in nodes {
        found.append(node.id)
        identities(node.children, into: &found)
    }
}

@MainActor
@Suite("Live node ids")
struct LiveNodeIDTests {
    @Test func idsAreEightCharactersThatNeedNoEscaping() throws {
        let html = LiveSession(Rows(count: 50)).html
        let ids = html.matches(of: /data-s="([^"]*)"/).map { String($0.1) }
        #expect(ids.count > 150)
        let safe = CharacterSet(charactersIn: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
        for id in ids {
            #expect(id.utf8.count == 8 && id.unicodeScalars.allSatisfy(safe.contains), "\(id)")
        }
    }

    @Test func idsParseBackToTheBitsTheyKeep() {
        var generator = SystemRandomNumberGenerator()
        for raw in [0, 1, UInt64.max, 0xFFFF, 0x1_0000] + (0..<10_000).map({ _ in generator.next() as UInt64 }) {
            let identity = ViewIdentity(rawValue: raw)
            #expect(ViewIdentity.nodeIDBits(of: identity.description) == identity.nodeIDBits)
            #expect(identity.nodeIDBits == raw >> 16)
        }
        for text in ["", "k2x9", "abcdefg", "abcdefghi", "abcdefg!", "abcd efg", "abcdéfg", "ABCD\"EFG"] {
            #expect(ViewIdentity.nodeIDBits(of: text) == nil, "\(text)")
        }
    }

    /// Ids keep 48 bits of 64: on a page of a few thousand views they still tell every view apart.
    @Test func idsStayUniqueOnALargePage() {
        let session = LiveSession(Rows(count: 2_000))
        var found: [ViewIdentity] = []
        identities(session.graph.renderTree, into: &found)
        let distinct = Set(found)
        #expect(distinct.count > 8_000)
        #expect(Set(distinct.map(\.description)).count == distinct.count)
    }

    /// A click names its button by the short id, and the patch applies to the page.
    @Test func eventsFindTheirNodeByTheShortID() throws {
        let browser = try MirrorBrowser(Rows(count: 20))
        let pick = try browser.node(named: "Pick 7")
        #expect(pick.utf8.count == 8)
        try browser.click(pick)
        #expect(browser.session.html.contains("Picked: 7"))
        // A well-formed id that names no node is refused.
        var other = Array(pick.utf8)
        other[0] = other[0] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        let reply = try browser.send("click", String(decoding: other, as: UTF8.self))
        #expect(reply["t"] as? String == "error")
    }
}
