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

/// The bytes a tree was parsed from, shared by its elements: a live page's mirror holds the
/// first page's bytes and, for each part emitted again since, that part's bytes.
final class LiveSource {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// An element with its attributes (decoded) and children.
final class LiveElement {
    let tag: String
    /// Replaced in place when a session's mirror DOM takes new attributes (the key stays).
    var attributes: [(name: String, value: String)]
    /// Replaced in place when a session's mirror DOM takes a part emitted again.
    var children: [LiveNode]
    /// The `data-s` attribute: the render node's identity.
    let key: String?
    /// Where the element's HTML starts and ends in `source`.
    let sourceRange: Range<Int>
    let source: LiveSource
    /// Whether the element lives in SVG content (inserted markup needs an SVG parent to parse).
    let isSVG: Bool
    /// Set when a part of the element was replaced in a mirror DOM: its `bytes` are no longer
    /// its content.
    var isPatched = false
    /// The element this one is a child of (nil at the top). Not retained: an element is reached
    /// only from the tree's top, through its parent.
    unowned(unsafe) var parent: LiveElement?
    /// Where the element was last seen among its parent's children: a hint, checked before use
    /// (`LiveMirror` numbers the children again when it is wrong).
    var indexInParent = 0

    init(tag: String, attributes: [(name: String, value: String)], children: [LiveNode], sourceRange: Range<Int>, source: LiveSource, isSVG: Bool) {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.sourceRange = sourceRange
        self.source = source
        self.isSVG = isSVG
        key = attributes.first { $0.name == "data-s" }?.value
        for (index, node) in children.enumerated() {
            guard case .element(let child) = node else { continue }
            child.parent = self
            child.indexInParent = index
        }
    }

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element's HTML, as emitted.
    var bytes: ArraySlice<UInt8> { source.bytes[sourceRange] }
}

extension LiveNode {
    /// The node's HTML, escaped as `StrataHTML` escapes it.
    var html: String {
        switch self {
        case .element(let element):
            String(decoding: element.bytes, as: UTF8.self)
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
