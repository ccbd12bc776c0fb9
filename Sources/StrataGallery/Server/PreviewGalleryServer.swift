import Foundation
import Hummingbird
import Logging
import Strata
import StrataLive
import StrataLiveServer

/// Serves the gallery: the overview, a live page per preview, and the variants matrices.
/// It runs in a child process of the supervisor, which restarts it if a preview brings it down.
struct PreviewGalleryServer {
    let options: GalleryOptions
    let catalog: GalleryCatalog
    let failures: PreviewFailures

    func run() async throws {
        var logger = Logger(label: "strata-gallery")
        logger.logLevel = .warning
        let sessions = SessionPreviews()
        let live = LiveServer(
            store: LiveSessionStore(timeout: .seconds(options.sessionTimeout)),
            assets: GalleryAssets.shared,
            eventObserver: { token, isStarting in
                guard let slug = sessions.slug(for: token) else { return }
                isStarting ? RenderWatch.begin(slug) : RenderWatch.end(slug)
            }
        )
        let pages = PreviewPages(catalog: catalog, failures: failures)
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: LivePageMiddleware(store: live.store, assets: live.assets))
        // Previews are views, bound to the main actor: pages that render them render there.
        router.get("/") { _, _ in LiveServer.htmlResponse(await MainActor.run { pages.overviewPage() }) }
        router.get("/index.html") { _, _ in LiveServer.htmlResponse(await MainActor.run { pages.overviewPage() }) }
        router.get("/preview/**") { request, context -> Response in
            let slug = context.parameters.getCatchAll().joined(separator: "/")
            guard let preview = catalog.preview(slug: slug) else { return Self.notFound(slug) }
            let canvasOptions = CanvasOptions(query: Self.query(request))
            var canvas = ""
            if failures.message(for: slug) == nil {
                RenderWatch.begin(slug)
                let session = await live.startSession { AnyView(LivePreviewCanvas(entry: preview.entry, options: canvasOptions)) }
                RenderWatch.end(slug)
                sessions.remember(session.token, slug)
                canvas = LivePage.root(
                    contentHTML: session.html, token: session.token, socketPath: live.socketPath,
                    scriptURL: live.assets.url(of: live.assets.script)
                )
            }
            let page = await MainActor.run { [canvas] in pages.previewPage(preview, options: canvasOptions, canvas: canvas) }
            return LiveServer.htmlResponse(page)
        }
        router.get("/variants/**") { request, context -> Response in
            let slug = context.parameters.getCatchAll().joined(separator: "/")
            guard let preview = catalog.preview(slug: slug) else { return Self.notFound(slug) }
            let query = Self.query(request)
            let axis = query["axis"].flatMap(VariantAxis.init(rawValue:)) ?? .appearance
            let options = CanvasOptions(query: query)
            return LiveServer.htmlResponse(await MainActor.run { pages.variantsPage(preview, axis: axis, options: options) })
        }
        let host = options.host
        let port = options.port
        let app = Application(
            router: router,
            server: live.server(host: host, port: port == 0 ? nil : port),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                let urlHost = host.contains(":") ? "[\(host)]" : host
                print("Strata gallery: http://\(urlHost):\(channel.localAddress?.port ?? port)/")
                fflush(nil)
            },
            logger: logger
        )
        try await app.runService()
    }

    private static func query(_ request: Request) -> [String: String] {
        var values: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { values[String(key)] = String(value) }
        return values
    }

    private static func notFound(_ slug: String) -> Response {
        Response(
            status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "No preview named \(slug)\n"))
        )
    }
}

/// Which preview each live session shows, so an event can be pinned on its preview.
final class SessionPreviews: @unchecked Sendable {
    private let lock = NSLock()
    private var slugs: [String: String] = [:]

    func remember(_ token: String, _ slug: String) { lock.withLock { slugs[token] = slug } }
    func slug(for token: String) -> String? { lock.withLock { slugs[token] } }
}
