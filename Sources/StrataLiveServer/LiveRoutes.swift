import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import HummingbirdWSCompression
import Strata
import StrataHTML
import StrataLive

/// Serves live pages with Hummingbird: page routes that start sessions, and the WebSocket
/// endpoint their clients connect to.
///
/// ```swift
/// let live = LiveServer()
/// let router = Router()
/// live.addPage(to: router, at: "/counter", title: "Counter") { AnyView(CounterView()) }
/// let app = Application(router: router, server: live.server(), configuration: ...)
/// ```
public struct LiveServer: Sendable {
    public let store: LiveSessionStore
    /// Where clients open their WebSocket.
    public let socketPath: String
    /// The largest WebSocket message the server reads; larger ones close the connection (the
    /// session survives, and the client reconnects). Messages above the session's own limit
    /// get an error frame.
    public let maxMessageBytes: Int
    /// Told before and after each message a session handles, with the session's token (a host
    /// that runs untrusted view code uses it to know whose code was running when it stopped).
    public let eventObserver: (@Sendable (_ token: String, _ isStarting: Bool) -> Void)?

    public init(
        store: LiveSessionStore = LiveSessionStore(), socketPath: String = LivePage.defaultSocketPath, maxMessageBytes: Int = 1 << 20,
        eventObserver: (@Sendable (_ token: String, _ isStarting: Bool) -> Void)? = nil
    ) {
        self.store = store
        self.socketPath = socketPath
        self.maxMessageBytes = maxMessageBytes
        self.eventObserver = eventObserver
    }

    /// Serves a live view at `path`: every GET starts a session and answers with its page.
    /// `leading` is trusted, static markup placed before the live content (navigation, say).
    public func addPage<Context: RequestContext>(
        to router: Router<Context>, at path: RouterPath, title: String, leading: String = "",
        content: @escaping @Sendable () -> AnyView
    ) {
        router.get(path) { _, _ -> Response in
            Self.htmlResponse(await page(title: title, leading: leading, content: content))
        }
    }

    /// A live page for `content`: starts its session and returns the whole document.
    public func page(title: String, leading: String = "", head: String = "", content: @escaping @Sendable () -> AnyView) async -> String {
        let session = await startSession(content: content)
        return LivePage.document(title: title, contentHTML: session.html, token: session.token, socketPath: socketPath, leading: leading, head: head)
    }

    /// Starts a session for `content` and returns its token and first HTML, for pages that lay
    /// out their own document around `LivePage.root(contentHTML:token:socketPath:)`.
    public func startSession(content: @escaping @Sendable () -> AnyView) async -> (token: String, html: String) {
        let handle = LiveSessionHandle { LiveSession(content()) }
        let token = await store.register(handle)
        let html = await handle.html
        await handle.releaseRenderTree()  // idle until its browser connects
        return (token, html)
    }

    /// The HTTP server with the WebSocket upgrade for live clients.
    public func server() -> HTTPServerBuilder {
        let sockets = Router(context: BasicWebSocketRequestContext.self)
        let store = self.store
        let maxMessageBytes = self.maxMessageBytes
        let observer = self.eventObserver
        sockets.ws(RouterPath(socketPath)) { request, _ in
            Self.isSameOrigin(request) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            let query = context.request.uri.queryParameters
            let token = query["token"].map(String.init) ?? ""
            guard let handle = await store.connect(token) else {
                try await outbound.write(.text(#"{"t":"expired"}"#))
                return
            }
            // Replies and pushes leave in the order the session made them, through one stream.
            let (connection, frames) = await handle.connect(
                clientSequence: query["seq"].flatMap { Int($0) }, clientRevision: query["rev"].flatMap { Int($0) }
            )
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await frame in frames { try await outbound.write(.text(frame)) }
                    }
                    for try await message in inbound.messages(maxSize: maxMessageBytes) {
                        switch message {
                        case .text(let text):
                            observer?(token, true)
                            await handle.deliver(text)
                            observer?(token, false)
                        case .binary: await handle.rejectBinaryFrame()
                        }
                    }
                    await handle.disconnect(connection)
                    try await group.waitForAll()
                }
            } catch {
                context.logger.debug("live socket closed: \(error)")
            }
            await handle.disconnect(connection)
            await store.disconnect(token)
        }
        return .http1WebSocketUpgrade(
            webSocketRouter: sockets,
            configuration: HTTP1WebSocketUpgradeChannel.Configuration(ws: WebSocketServerConfiguration(
                maxFrameSize: maxMessageBytes,
                extensions: [Self.compression(maxMessageBytes: maxMessageBytes)]
            ))
        )
    }

    /// permessage-deflate for patches: a 1 KiB window and no context kept between messages, so a
    /// connection's compressor stays a few kilobytes (idle sessions are many; patches are small).
    static func compression(maxMessageBytes: Int) -> WebSocketExtensionFactory {
        .perMessageDeflate(
            clientMaxWindow: 10, clientNoContextTakeover: true,
            serverMaxWindow: 10, serverNoContextTakeover: true,
            memoryLevel: 1, maxDecompressedFrameSize: maxMessageBytes, minFrameSizeToCompress: 256
        )
    }

    /// Browsers send `Origin` with WebSocket upgrades: it must name this server, so other sites
    /// cannot drive a person's session. Clients without an `Origin` (not browsers) are let in, and
    /// so are non-browser clients that name this host with a `ws:` origin (no page has one).
    static func isSameOrigin(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        guard let authority = request.head.authority else { return false }
        if origin == "http://\(authority)" || origin == "https://\(authority)" { return true }
        let host = authority.split(separator: ":").first.map(String.init) ?? authority
        return ["ws://\(authority)", "wss://\(authority)", "ws://\(host)", "wss://\(host)"].contains(origin)
    }

    /// A static page for `content`, rendered by `HTMLRenderer`: no session, no script.
    public static func staticPage<Content: View>(title: String, content: Content) -> Response {
        htmlResponse(HTMLRenderer(content: content).document(title: title))
    }

    /// An uncached `text/html` response.
    public static func htmlResponse(_ html: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}
