@testable import StrataLive
import Foundation
import StrataHTML
import SwiftUI
import Testing

/// Drives a live session the way the browser does: finds node ids in its HTML, sends numbered
/// events and applies every patch to a mirror DOM, which must then equal a fresh render of the
/// whole page.
final class MirrorBrowser {
    let session: LiveSession
    let dom: TestNode
    var sequence = 0

    init<V: View>(_ view: V) throws {
        session = LiveSession(view)
        dom = try TestNode.parse(session.html)
    }

    enum LookupError: Error { case notFound(String) }

    /// The whole page rendered again from the session's views.
    var freshHTML: String { HTMLSerializer.fragment(session.graph.renderTree, stampsNodeIDs: true) }

    /// The `data-s` id of the element whose text is `text` (a button's label, for example).
    func node(named text: String, tag: String = "button") throws -> String {
        let html = freshHTML
        let pattern = try NSRegularExpression(pattern: "<\(tag)[^>]*data-s=\"([0-9A-Za-z_\\-]+)\"[^>]*>(?:<[^>]*>)*\(NSRegularExpression.escapedPattern(for: text))<")
        guard let match = pattern.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)),
              let range = Range(match.range(at: 1), in: html) else { throw LookupError.notFound(text) }
        return String(html[range])
    }

    /// The node id of the page's first text field.
    func inputNode() throws -> String {
        let html = freshHTML
        guard let range = html.range(of: #"data-s-input="([0-9A-Za-z_\-]+)""#, options: .regularExpression) else { throw LookupError.notFound("input") }
        return String(html[range].dropFirst(14).dropLast())
    }

    /// The node ids of all buttons, by label.
    func buttons() throws -> [String: String] {
        let html = freshHTML
        let pattern = try NSRegularExpression(pattern: #"<button[^>]*data-s="([0-9A-Za-z_\-]+)"[^>]*>(?:<[^>]*>)*([^<]+)<"#)
        var result: [String: String] = [:]
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            guard let id = Range(match.range(at: 1), in: html), let label = Range(match.range(at: 2), in: html) else { continue }
            result[String(html[label])] = String(html[id])
        }
        return result
    }

    /// Sends an event; a patch in reply is applied to the mirror, which must then match a fresh
    /// render. Returns the reply.
    @discardableResult
    func send(_ kind: String, _ node: String, value: String? = nil) throws -> [String: Any] {
        sequence += 1
        let valueJSON = value.map { #","value":"\#($0)""# } ?? ""
        let reply = try #require(session.receive(#"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"\#(kind)"\#(valueJSON)}"#).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
        if object["t"] as? String == "patch" {
            let operations = try LivePatchOperation.decodeForTests(object["ops"])
            try dom.apply(operations)
            #expect(dom == (try TestNode.parse(freshHTML)), "the mirror DOM follows the server's after \(operations)")
        }
        return object
    }

    /// Clicks `node`, which must be answered by a patch; returns its operations.
    @discardableResult
    func click(_ node: String) throws -> [LivePatchOperation] {
        let reply = try send("click", node)
        try #require(reply["t"] as? String == "patch", "\(reply)")
        return try LivePatchOperation.decodeForTests(reply["ops"])
    }
}
