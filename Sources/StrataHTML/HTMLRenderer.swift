import Strata

/// Renders a view to static HTML.
///
/// ```swift
/// let page = HTMLRenderer(content: ConfirmationCard()).document(title: "Confirm")
/// ```
///
/// Rendering is a pure function of the view and environment: it is safe to run many renders
/// concurrently, and the output is deterministic.
nonisolated public struct HTMLRenderer<Content: View> {
    public let content: Content
    public let environment: EnvironmentValues

    public init(content: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.content = content
        self.environment = environment
    }

    /// The view's render tree (one-shot: state has its initial values).
    public var renderTree: [RenderNode] {
        StaticRender.nodes(of: content, environment: environment)
    }

    /// An HTML fragment for the view, without the stylesheet.
    public var html: String {
        // Decoded straight from the emitter's buffer: no intermediate byte array.
        var emitter = NodeEmitter(capacity: 1024, stampsNodeIDs: false)
        emitter.emit(renderTree)
        return emitter.writer.string
    }

    /// The fragment as UTF-8 bytes.
    public var htmlBytes: [UInt8] {
        var emitter = NodeEmitter(capacity: 1024, stampsNodeIDs: false)
        emitter.emit(renderTree)
        return emitter.writer.bytes
    }

    /// A complete HTML page: the fragment inside `<main>`, with Strata's stylesheet inlined (a
    /// standalone file that needs no server; servers link the stylesheet instead, see docs/live-mode.md).
    public func document(title: String, language: String = "en") -> String {
        HTMLSerializer.document(title: title, language: language, body: html)
    }
}

/// Serializes render trees produced by any renderer (static, test host, live).
public enum HTMLSerializer {
    /// The HTML for `nodes`; `stampsNodeIDs` adds `data-s` ids for live updates and tests.
    public static func fragment(_ nodes: [RenderNode], stampsNodeIDs: Bool = false) -> String {
        String(decoding: fragmentBytes(nodes, stampsNodeIDs: stampsNodeIDs), as: UTF8.self)
    }

    public static func fragmentBytes(_ nodes: [RenderNode], stampsNodeIDs: Bool = false) -> [UInt8] {
        var emitter = NodeEmitter(capacity: 1024, stampsNodeIDs: stampsNodeIDs)
        emitter.emit(nodes)
        return emitter.writer.bytes
    }

    /// A complete page around an HTML fragment. Strata's stylesheet is inlined, or linked from
    /// `stylesheetURL` when a server (or an exported site) provides it as a file.
    public static func document(
        title: String, language: String = "en", body: String, head: String = "", stylesheetURL: String? = nil
    ) -> String {
        let inlined = stylesheetURL == nil ? Stylesheet.css.utf8.count : 0
        var writer = HTMLWriter(capacity: body.utf8.count + inlined + 512)
        writer.raw("<!DOCTYPE html>\n<html")
        writer.attribute("lang", language)
        writer.raw("><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        writer.text(title)
        writer.raw("</title>")
        if let stylesheetURL {
            writer.raw("<link rel=\"stylesheet\"")
            writer.attribute("href", stylesheetURL)
            writer.raw(">")
        } else {
            writer.raw("<style>")
            writer.raw(Stylesheet.css)
            writer.raw("</style>")
        }
        writer.raw(head)
        writer.raw("</head><body><main class=\"s-root\">")
        writer.raw(body)
        writer.raw("</main></body></html>\n")
        return writer.string
    }
}

/// One-shot rendering of a view to render nodes.
public enum StaticRender {
    public static func nodes<V: View>(of view: V, environment: EnvironmentValues = EnvironmentValues()) -> [RenderNode] {
        _renderStatically(view, environment: environment)
    }
}
