/// One change to the browser's DOM. Nodes are addressed by a path of child indices (over
/// `childNodes`) from the live root element; operations apply in order, and each path is valid
/// at the moment its operation applies.
public enum LivePatchOperation: Equatable, Sendable {
    /// Inserts `html` so that it becomes child `index` of the element at `parent`. `svg` says the
    /// markup must be parsed as SVG content.
    case insert(parent: [Int], index: Int, html: String, svg: Bool)
    case remove(path: [Int])
    /// Moves child `from` of `parent` so that it ends up at index `to`.
    case move(parent: [Int], from: Int, to: Int)
    case setAttribute(path: [Int], name: String, value: String)
    case removeAttribute(path: [Int], name: String)
    case setText(path: [Int], text: String)
    /// Sets a DOM property that the attribute alone does not update once a person interacted
    /// (`value` of inputs, `checked`, `selected`).
    case setProperty(path: [Int], name: String, value: LivePropertyValue)
    /// Replaces everything inside the live root (used to resynchronise after a reconnect).
    case replaceAll(html: String)
}

/// A DOM property value.
public enum LivePropertyValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
}

extension LivePatchOperation {
    /// The operation as the JSON array the client reads, e.g. `["a",[0,2],"class","s-x"]`.
    func writeJSON(into json: inout LiveJSONWriter) {
        json.beginArray()
        switch self {
        case let .insert(parent, index, html, svg):
            json.string("i"); json.path(parent); json.int(index); json.string(html); json.bool(svg)
        case let .remove(path):
            json.string("r"); json.path(path)
        case let .move(parent, from, to):
            json.string("m"); json.path(parent); json.int(from); json.int(to)
        case let .setAttribute(path, name, value):
            json.string("a"); json.path(path); json.string(name); json.string(value)
        case let .removeAttribute(path, name):
            json.string("d"); json.path(path); json.string(name)
        case let .setText(path, text):
            json.string("t"); json.path(path); json.string(text)
        case let .setProperty(path, name, value):
            json.string("p"); json.path(path); json.string(name)
            switch value {
            case .string(let string): json.string(string)
            case .bool(let bool): json.bool(bool)
            }
        case let .replaceAll(html):
            json.string("h"); json.string(html)
        }
        json.endArray()
    }
}
