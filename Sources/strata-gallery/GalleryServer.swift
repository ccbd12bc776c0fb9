import Foundation
import Hummingbird
import Logging
import StrataGalleryContent
import StrataLive
import StrataLiveServer

/// Serves the gallery as live pages with Hummingbird: every page is a Strata view kept
/// interactive over a WebSocket.
struct GalleryServer {
    /// Interface to bind, e.g. `127.0.0.1`.
    let host: String
    /// Port to bind; `0` picks a free port (the announced URL shows the real one).
    let port: Int
    /// How long a page's state survives after its browser disconnects.
    let sessionTimeout: Duration
    /// Other names browsers reach this server by (a load balancer's host:port).
    var allowedHosts: [String] = []
    /// Starts this instance's session tokens, for a load balancer's routing.
    var instanceID: String?
    /// On SIGTERM, how long open sessions keep being served before they are told to reload.
    var drainTime: Duration = .zero

    /// Runs until SIGINT, or until a SIGTERM's drain ends. Prints `Strata gallery: http://HOST:PORT/` once listening.
    func run() async throws {
        var logger = Logger(label: "strata-gallery")
        logger.logLevel = .warning

        let live = LiveServer(store: LiveSessionStore(timeout: sessionTimeout, instanceID: instanceID), allowedHosts: allowedHosts)
        let router = Router(context: GalleryRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: LivePageMiddleware(store: live.store, assets: live.assets))
        let stylesheetURL = live.assets.url(of: live.assets.stylesheet)
        // Gallery pages are views, bound to the main actor: they render there.
        router.get("/") { _, _ in LiveServer.htmlResponse(await MainActor.run { GalleryCatalog.indexPage(linkSuffix: "", stylesheetURL: stylesheetURL) }) }
        router.get("/index.html") { _, _ in LiveServer.htmlResponse(await MainActor.run { GalleryCatalog.indexPage(linkSuffix: "", stylesheetURL: stylesheetURL) }) }
        router.get("/:page") { _, context -> Response in
            // Pages answer at `/<slug>`, and at `/<slug>.html` like the exported site.
            let requested = context.parameters.get("page") ?? ""
            let slug = requested.hasSuffix(".html") ? String(requested.dropLast(5)) : requested
            guard let chrome = await GalleryCatalog.liveChrome(for: slug) else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: ResponseBody(byteBuffer: ByteBuffer(string: "No gallery page named \(slug)\n")))
            }
            let page = await live.page(title: chrome.title, leading: chrome.navigation, head: chrome.head, clientAddress: LiveServer.clientAddress(context)) {
                GalleryCatalog.liveView(for: slug)
            }
            return LiveServer.htmlResponse(page)
        }
        let host = self.host
        let port = self.port
        let app = Application(
            router: router,
            server: live.server(host: host, port: port == 0 ? nil : port),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                Self.announce(host: host, port: channel.localAddress?.port ?? port)
            },
            logger: logger
        )
        let drain = GalleryDrain(store: live.store, drainTime: drainTime)
        drain.installSIGTERMHandler()
        // SIGTERM drains first (GalleryDrain), then stops the application with SIGINT.
        try await app.runService(gracefulShutdownSignals: [.sigint])
        withExtendedLifetime(drain) {}
    }

    /// Prints the single stdout line CI waits for, and flushes it.
    private static func announce(host: String, port: Int) {
        let urlHost = host.contains(":") ? "[\(host)]" : host
        print("Strata gallery: http://\(urlHost):\(port)/")
        fflush(nil)
    }
}
