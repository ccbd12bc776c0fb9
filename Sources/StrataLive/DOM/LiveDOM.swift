import Foundation

/// The live page's DOM as the browser holds it: the tree the server diffs to compute patches.
///
/// It is parsed from the HTML that `StrataHTML` emits (see `LiveDOMParser`), so the live page is
/// exactly the static page, and every element remembers the bytes it came from: two subtrees
/// whose bytes are equal need no diffing.
struct LiveDOM {
    /// The HTML the tree was parsed from.
    let source: [UInt8]
    /// The top-level nodes (the children of the page's root element).
    let roots: [LiveNode]
}

/// An element or a text node.
enum LiveNode {
    case element(LiveElement)
    case text(String)

    /// The `data-s` node id of an element, which keys it among its siblings.
    var key: String? {
        if case .element(let element) = self { element.key } else { nil }
    }
}

/// An element with its attributes (decoded) and children.
final class LiveElement {
    let tag: String
    let attributes: [(name: String, value: String)]
    let children: [LiveNode]
    /// The `data-s` attribute: the render node's identity.
    let key: String?
    /// Where the element's HTML starts and ends in `LiveDOM.source`.
    let sourceRange: Range<Int>
    /// Whether the element lives in SVG content (inserted markup needs an SVG parent to parse).
    let isSVG: Bool

    init(tag: String, attributes: [(name: String, value: String)], children: [LiveNode], sourceRange: Range<Int>, isSVG: Bool) {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.sourceRange = sourceRange
        self.isSVG = isSVG
        key = attributes.first { $0.name == "data-s" }?.value
    }

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

extension LiveNode {
    /// The node's HTML, escaped as `StrataHTML` escapes it.
    func html(in source: [UInt8]) -> String {
        switch self {
        case .element(let element):
            String(decoding: source[element.sourceRange], as: UTF8.self)
        case .text(let text):
            LiveEscaping.text(text)
        }
    }
}

/// HTML escaping for text the live renderer writes itself.
enum LiveEscaping {
    static func text(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func attribute(_ value: String) -> String {
        text(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }
}
