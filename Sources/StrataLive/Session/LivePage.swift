import StrataHTML

/// The first response of a live page: the static page, with node ids, the session's token and
/// the client script.
public enum LivePage {
    /// Where the client opens its WebSocket, unless a page says otherwise.
    public static let defaultSocketPath = "/_strata/live"

    /// A complete HTML document around a session's content HTML (`LiveSession.html`). `leading`
    /// is trusted markup placed before the live content inside `<main>` (site navigation, for
    /// example); it is not live.
    public static func document(
        title: String, contentHTML: String, token: String, socketPath: String = defaultSocketPath,
        language: String = "en", leading: String = "", head: String = ""
    ) -> String {
        var body = leading
        body += "<div class=\"s-live\" data-strata-live=\""
        body += LiveEscaping.attribute(token)
        body += "\" data-strata-socket=\""
        body += LiveEscaping.attribute(socketPath)
        body += "\">"
        body += contentHTML
        body += "</div><script>"
        body += LiveClientScript.source
        body += "</script>"
        return HTMLSerializer.document(title: title, language: language, body: body, head: head)
    }
}
