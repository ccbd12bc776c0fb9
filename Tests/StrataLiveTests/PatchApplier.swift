@testable import StrataLive

/// A browser stand-in for tests: applies patch operations to a mutable tree the way the
/// JavaScript client applies them to the DOM.
final class TestNode: Equatable, CustomStringConvertible {
    var tag: String?  // nil for text
    var text = ""
    var attributes: [String: String] = [:]
    var children: [TestNode] = []

    init(_ node: LiveNode) {
        switch node {
        case .text(let value): text = value
        case .element(let element):
            tag = element.tag
            for (name, value) in element.attributes { attributes[name] = value }
            children = element.children.map(TestNode.init)
        }
    }

    init(root children: [LiveNode]) {
        tag = "main"
        self.children = children.map(TestNode.init)
    }

    static func parse(_ html: String) throws -> TestNode {
        TestNode(root: try LiveDOMParser.parse(Array(html.utf8)).roots)
    }

    static func == (a: TestNode, b: TestNode) -> Bool {
        a.tag == b.tag && a.text == b.text && a.attributes == b.attributes && a.children == b.children
    }

    var description: String {
        guard let tag else { return text }
        let attributes = self.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        return "<\(tag)\(attributes)>" + children.map(\.description).joined() + "</\(tag)>"
    }

    func node(at path: [Int]) throws -> TestNode {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { throw ApplyError.badPath(path) }
            node = node.children[index]
        }
        return node
    }

    enum ApplyError: Error { case badPath([Int]), badIndex }

    func apply(_ operations: [LivePatchOperation]) throws {
        for operation in operations {
            switch operation {
            case let .insert(parent, index, html, _):
                let target = try node(at: parent)
                guard index <= target.children.count else { throw ApplyError.badIndex }
                target.children.insert(contentsOf: try TestNode.parse(html).children, at: index)
            case let .remove(path):
                let target = try node(at: Array(path.dropLast()))
                guard let last = path.last, target.children.indices.contains(last) else { throw ApplyError.badPath(path) }
                target.children.remove(at: last)
            case let .move(parent, from, to):
                let target = try node(at: parent)
                guard target.children.indices.contains(from) else { throw ApplyError.badIndex }
                let moved = target.children.remove(at: from)
                guard to <= target.children.count else { throw ApplyError.badIndex }
                target.children.insert(moved, at: to)
            case let .setAttribute(path, name, value):
                try node(at: path).attributes[name] = value
            case let .removeAttribute(path, name):
                try node(at: path).attributes[name] = nil
            case let .setText(path, text):
                try node(at: path).text = text
            case .setProperty:
                break
            case let .replaceAll(html):
                children = try TestNode.parse(html).children
            }
        }
    }
}
