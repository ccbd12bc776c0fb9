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
        let body = leading + root(contentHTML: contentHTML, token: token, socketPath: socketPath)
        return HTMLSerializer.document(title: title, language: language, body: body, head: emptyIcon + head)
    }

    /// An empty icon, so browsers do not ask for a missing `/favicon.ico`.
    public static let emptyIcon = "<link rel=\"icon\" href=\"data:,\">"

    /// The live part of a page, for documents laid out by their owner: the element the session's
    /// content lives in, and the client script. Place it once per page.
    /// `maxMessageBytes` is the session's message limit: the client sends nothing larger.
    public static func root(
        contentHTML: String, token: String, socketPath: String = defaultSocketPath,
        maxMessageBytes: Int = LiveSession.Limits().maxMessageBytes
    ) -> String {
        var root = "<div class=\"s-live\" data-strata-live=\""
        root += LiveEscaping.attribute(token)
        root += "\" data-strata-socket=\""
        root += LiveEscaping.attribute(socketPath)
        root += "\" data-strata-max=\"\(maxMessageBytes)\">"
        root += contentHTML
        root += "</div><script>"
        root += LiveClientScript.source
        root += "</script>"
        return root
    }
}
