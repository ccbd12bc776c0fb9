import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift file as its iOS build sees it: every `#if` evaluated under an `IOSBuildConfiguration`,
/// the directives and the inactive clauses blanked out (spaces, newlines kept), so the text that
/// remains is the active code at its own line and column. With a file path, a `#sourceLocation`
/// line first names the user's file, so diagnostics, preview ids and source links point at it.
public enum IOSSourceView {
    /// The source of `text` with its inactive `#if` clauses and its directives blanked.
    public static func text(of text: String, configuration: IOSBuildConfiguration, originalPath: String? = nil) -> String {
        let tree = Parser.parse(source: text)
        let finder = IfConfigFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var blanked: [Range<Int>] = []
        for decl in finder.declarations {
            let active = decl.activeClause(in: configuration).clause
            for clause in decl.clauses {
                if let active, clause.id == active.id {
                    // The directive line (`#if cond`, `#elseif cond`, `#else`) goes; the elements stay.
                    let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                    let end = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset
                    blanked.append(start..<end)
                } else {
                    let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                    blanked.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
            let endif = decl.poundEndif
            blanked.append(endif.positionAfterSkippingLeadingTrivia.utf8Offset..<endif.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        var bytes = Array(text.utf8)
        for range in blanked {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        let body = String(decoding: bytes, as: UTF8.self)
        guard let originalPath else { return body }
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + body
    }
}

/// Collects every `#if` block, nested ones included.
private final class IfConfigFinder: SyntaxVisitor {
    var declarations: [IfConfigDeclSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(node)
        return .visitChildren
    }
}
