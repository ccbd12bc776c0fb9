import Strata

// Text content, and where a one-line text is cut when it does not fit.
//
// A one-line text is a grid whose column is at most its content's width and may shrink to
// nothing, so a long line never widens its stack (as SwiftUI proposes a width and the text
// truncates to it). Its line is a span in that column: the tail is the browser's own
// `text-overflow: ellipsis`; the head reverses the line's direction so it overflows at its
// start, with the text isolated (`<bdi>`) so it still reads in its own direction. The middle splits a plain string in two grid columns that share
// the width evenly when it is short: the first half ends in an ellipsis, the second is clipped
// at its start. The whole string stays readable to assistive technology in a hidden copy.
extension NodeEmitter {
    /// Whether a text is limited to one line (it then truncates instead of wrapping).
    @inline(__always)
    static func isOneLine(_ text: borrowing RenderText) -> Bool {
        if let limit = text.lineLimit { limit <= 1 } else { false }
    }

    /// The cut a text gets: head and middle apply to text limited to one line (middle to
    /// plain strings: styled runs are cut at the tail).
    @inline(__always)
    static func truncation(of text: borrowing RenderText) -> Text.TruncationMode {
        guard text.truncationMode != .tail, let limit = text.lineLimit, limit <= 1 else { return .tail }
        if text.truncationMode == .middle && plainString(text.content) == nil { return .tail }
        return text.truncationMode
    }

    /// The string of content with no styling of its own, or nil.
    static func plainString(_ content: borrowing TextContent) -> String? {
        switch content {
        case .plain(let string): string
        case .runs(let runs): runs.count == 1 && isPlain(runs[0]) ? runs[0].string : nil
        }
    }

    /// Writes a text's string or styled runs.
    @inline(__always)
    mutating func emitTextContent(_ text: borrowing RenderText) {
        // Runs are read in place (a `TextRun` is large to copy).
        if case .plain(let string) = text.content {
            writer.text(string)
        } else if case .runs(let runs) = text.content, runs.count == 1, Self.isPlain(runs[0]) {
            writer.text(runs[0].string)
        } else {
            var runs = text.runs
            if Self.sharedFont(runs) != nil { for index in runs.indices { runs[index].font = nil } }
            if Self.sharedForeground(runs) != nil { for index in runs.indices { runs[index].foreground = nil } }
            emitRuns(runs)
        }
    }

    /// Writes a string cut in its middle when it does not fit.
    mutating func emitMiddleCut(_ string: String) {
        let middle = string.index(string.startIndex, offsetBy: string.count / 2)
        writer.raw("<span class=\"s-cut-whole\">")
        writer.text(string)
        writer.raw("</span><span class=\"s-cut-start\" aria-hidden=\"true\">")
        writer.text(String(string[..<middle]))
        writer.raw("</span><span class=\"s-cut-end\" aria-hidden=\"true\"><bdi>")
        writer.text(String(string[middle...]))
        writer.raw("</bdi></span>")
    }
}
