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
    /// Host names browsers reach the server by, besides where it listens (see `LiveOriginPolicy`).
    public let allowedHosts: [String]
    /// The most bytes of frames queued for one browser before it counts as a reader that fell
    /// behind and is disconnected (it reconnects and resumes).
    public let maxQueuedBytes: Int
    /// The shared stylesheet and client script pages link (served by `LivePageMiddleware`,
    /// which must be given the same assets).
    public let assets: LiveAssets

    public init(
        store: LiveSessionStore = LiveSessionStore(), socketPath: String = LivePage.defaultSocketPath, maxMessageBytes: Int = 1 << 20,
        allowedHosts: [String] = [], maxQueuedBytes: Int = 4 << 20, assets: LiveAssets = .standard,
        eventObserver: (@Sendable (_ token: String, _ isStarting: Bool) -> Void)? = nil
    ) {
        self.store = store
        self.assets = assets
        self.socketPath = socketPath
        self.maxMessageBytes = maxMessageBytes
        self.allowedHosts = allowedHosts
        self.maxQueuedBytes = maxQueuedBytes
        self.eventObserver = eventObserver
    }

    /// Serves a live view at `path`: every GET starts a session and answers with its page, which
    /// links the shared assets (served from here too).
    /// `leading` is trusted, static markup placed before the live content (navigation, say).
    public func addPage<Context: RequestContext>(
        to router: Router<Context>, at path: RouterPath, title: String, leading: String = "",
        content: @escaping @MainActor @Sendable () -> AnyView
    ) {
        addAssets(to: router)
        router.get(path) { request, context -> Response in
            Self.htmlResponse(await page(title: title, leading: leading, clientAddress: Self.clientAddress(context), content: content))
        }
    }

    /// Serves the shared assets pages link, at their hashed URLs (`addPage` does it for you;
    /// `LivePageMiddleware` serves them too). Adding them again is harmless.
    public func addAssets<Context: RequestContext>(to router: Router<Context>) {
        for asset in assets.all {
            router.get(RouterPath(assets.url(of: asset))) { request, _ -> Response in
                LivePageMiddleware<Context>.assetResponse(asset, for: request)
            }
        }
    }

    /// A live page for `content`: starts its session and returns the whole document, which
    /// links the shared stylesheet and client script (`assets`).
    public func page(
        title: String, leading: String = "", head: String = "", clientAddress: String? = nil,
        content: @escaping @MainActor @Sendable () -> AnyView
    ) async -> String {
        let session = await startSession(clientAddress: clientAddress, content: content)
        return LivePage.document(
            title: title, contentHTML: session.html, token: session.token, socketPath: socketPath, leading: leading, head: head,
            assets: assets.pageLinks
        )
    }

    /// Starts a session for `content` and returns its token and first HTML, for pages that lay
    /// out their own document around `LivePage.root(contentHTML:token:socketPath:scriptURL:)`
    /// (pass `assets.url(of: assets.script)` as its `scriptURL`).
    /// `clientAddress` (the requester's address) bounds how many unconnected sessions one client holds.
    public func startSession(clientAddress: String? = nil, content: @escaping @MainActor @Sendable () -> AnyView) async -> (token: String, html: String) {
        // Views are bound to the main actor: the first render happens there, as every later one.
        let maxQueuedBytes = maxQueuedBytes
        let handle = await MainActor.run { LiveSessionHandle(maxQueuedBytes: maxQueuedBytes, session: LiveSession(content())) }
        let token = await store.register(handle, clientAddress: clientAddress)
        let html = await handle.html
        await handle.releaseRenderTree()  // only the root view and a digest of the page until its browser connects
        return (token, html)
    }

    /// The address a request came from, when its context knows it.
    public static func clientAddress(_ context: some RequestContext) -> String? {
        guard let address = (context as? any RemoteAddressRequestContext)?.remoteAddress else { return nil }
        return address.ipAddress ?? address.description
    }

    /// The HTTP server with the WebSocket upgrade for live clients. `host` and `port` are where
    /// the application listens: browsers' `Origin` must name them (or a loopback equivalent, or
    /// one of `allowedHosts`).
    public func server(host: String? = nil, port: Int? = nil) -> HTTPServerBuilder {
        let sockets = Router(context: BasicWebSocketRequestContext.self)
        let store = self.store
        let maxMessageBytes = self.maxMessageBytes
        let observer = self.eventObserver
        let origins = LiveOriginPolicy(allowedHosts: allowedHosts, host: host, port: port)
        sockets.ws(RouterPath(socketPath)) { request, _ in
            origins.allows(origin: request.headers[.origin]) ? .upgrade([:]) : .dontUpgrade
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
            var failure: (any Error)?
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await frame in frames {
                            try await outbound.write(.text(frame))
                            await handle.didWrite(frame.utf8.count, on: connection)
                        }
                        // The session ended this stream: say why, and close.
                        switch await handle.endReason(of: connection) {
                        case .replaced: try await outbound.close(.init(codeNumber: 4001), reason: "replaced by a newer connection")
                        case .fellBehind: try await outbound.close(.init(codeNumber: 4002), reason: "reader fell behind")
                        case .serverShutdown: try await outbound.close(.goingAway, reason: "server shutting down")
                        case nil: break
                        }
                    }
                    reading: for try await message in inbound.messages(maxSize: maxMessageBytes) {
                        switch message {
                        case .text(let text):
                            observer?(token, true)
                            let isCurrent = await handle.deliver(text, from: connection)
                            observer?(token, false)
                            if !isCurrent { break reading }
                        case .binary: await handle.rejectBinaryFrame()
                        }
                    }
                    await handle.disconnect(connection)
                    try await group.waitForAll()
                }
            } catch {
                context.logger.debug("live socket closed: \(error)")
                failure = error
            }
            await handle.disconnect(connection)
            await store.disconnect(token)
            // The socket layer closes with the error's code (1007 for a text frame that is not UTF-8).
            if let failure { throw failure }
        }
        return .http1WebSocketUpgrade(
            webSocketRouter: sockets,
            configuration: HTTP1WebSocketUpgradeChannel.Configuration(ws: WebSocketServerConfiguration(
                maxFrameSize: maxMessageBytes,
                extensions: [Self.compression(maxMessageBytes: maxMessageBytes)],
                validateUTF8: true  // a text frame that is not UTF-8 closes with 1007
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

    /// A static page for `content`, rendered by `HTMLRenderer`: no session, no script, the
    /// stylesheet inlined (it needs no asset route).
    @MainActor
    public static func staticPage<Content: View>(title: String, content: Content) -> Response {
        htmlResponse(HTMLRenderer(content: content).document(title: title))
    }

    /// A static page for the view `content` makes, rendered on the main actor, where views live:
    /// `router.get("/about") { _, _ in await LiveServer.staticPage(title: "About") { AboutView() } }`.
    public static func staticPage<Content: View>(
        title: String, content: @escaping @MainActor @Sendable () -> Content
    ) async -> Response {
        htmlResponse(await MainActor.run { HTMLRenderer(content: content()).document(title: title) })
    }

    /// An uncached `text/html` response with a Content-Security-Policy: scripts and stylesheets
    /// load from this site, the page's own inline `<script>` and `<style>` elements run by a
    /// nonce made for this response, nothing loads from other sites, and only the same site may
    /// frame it. `LivePageMiddleware` gzips it for clients that accept that.
    public static func htmlResponse(_ html: String) -> Response {
        let nonce = LiveContentSecurity.makeNonce()
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                .contentSecurityPolicy: LiveContentSecurity.policy(nonce: nonce),
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: LiveContentSecurity.addNonce(nonce, to: html)))
        )
    }
}
