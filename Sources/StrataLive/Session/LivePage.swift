import StrataHTML

/// The first response of a live page: the static page, with node ids, the session's token and
/// the client script.
public enum LivePage {
    /// Where the client opens its WebSocket, unless a page says otherwise.
    public static let defaultSocketPath = "/_strata/live"

    /// A complete HTML document for `session`. `leading` is trusted markup placed before the
    /// live content inside `<main>` (site navigation, for example); it is not live.
    public static func document(
        title: String, session: some LiveContentHTML, token: String, socketPath: String = defaultSocketPath,
        language: String = "en", leading: String = "", head: String = ""
    ) -> String {
        var body = leading
        body += "<div class=\"s-live\" data-strata-live=\""
        body += LiveEscaping.attribute(token)
        body += "\" data-strata-socket=\""
        body += LiveEscaping.attribute(socketPath)
        body += "\">"
        body += session.html
        body += "</div><script>"
        body += LiveClientScript.source
        body += "</script>"
        return HTMLSerializer.document(title: title, language: language, body: body, head: head)
    }
}

/// Anything that can give the live content's first HTML: a session, or a snapshot of one
/// taken on the session's actor.
public protocol LiveContentHTML {
    var html: String { get }
}

extension LiveSession: LiveContentHTML {}
