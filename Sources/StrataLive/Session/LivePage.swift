import StrataHTML

/// The first response of a live page: the static page, with node ids, the session's token and
/// the client script.
public enum LivePage {
    /// Where the client opens its WebSocket, unless a page says otherwise.
    public static let defaultSocketPath = "/_strata/live"

    /// A complete HTML document around a session's content HTML (`LiveSession.html`). `leading`
    /// is trusted markup placed before the live content inside `<main>` (site navigation, for
    /// example); it is not live. With `assets`, the stylesheet and client script are linked from
    /// their URLs (served once and cached); without, they are inlined.
    public static func document(
        title: String, contentHTML: String, token: String, socketPath: String = defaultSocketPath,
        language: String = "en", leading: String = "", head: String = "", assets: LivePageAssets? = nil
    ) -> String {
        let body = leading + root(contentHTML: contentHTML, token: token, socketPath: socketPath, scriptURL: assets?.scriptURL)
        return HTMLSerializer.document(
            title: title, language: language, body: body, head: emptyIcon + head, stylesheetURL: assets?.stylesheetURL
        )
    }

    /// An empty icon, so browsers do not ask for a missing `/favicon.ico`.
    public static let emptyIcon = "<link rel=\"icon\" href=\"data:,\">"

    /// The live part of a page, for documents laid out by their owner: the element the session's
    /// content lives in, and the client script. Place it once per page.
    /// `maxMessageBytes` is the session's message limit: the client sends nothing larger.
    /// `scriptURL` links the client script (`LiveClientScript.source` served as a file); without
    /// it the script is inlined.
    public static func root(
        contentHTML: String, token: String, socketPath: String = defaultSocketPath,
        maxMessageBytes: Int = LiveSession.Limits().maxMessageBytes, scriptURL: String? = nil
    ) -> String {
        var root = "<div class=\"s-live\" data-strata-live=\""
        root += LiveEscaping.attribute(token)
        root += "\" data-strata-socket=\""
        root += LiveEscaping.attribute(socketPath)
        root += "\" data-strata-max=\"\(maxMessageBytes)\">"
        root += contentHTML
        root += "</div>"
        if let scriptURL {
            root += "<script defer src=\""
            root += LiveEscaping.attribute(scriptURL)
            root += "\"></script>"
        } else {
            root += "<script>"
            root += LiveClientScript.source
            root += "</script>"
        }
        return root
    }
}

/// Where a live page links Strata's shared stylesheet and client script from, instead of
/// inlining them (a server provides them at content-hashed URLs: `LiveAssets` in StrataLiveServer).
public struct LivePageAssets: Sendable, Equatable {
    public var stylesheetURL: String
    public var scriptURL: String

    public init(stylesheetURL: String, scriptURL: String) {
        self.stylesheetURL = stylesheetURL
        self.scriptURL = scriptURL
    }
}
