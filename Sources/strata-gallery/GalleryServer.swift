import Foundation
import Hummingbird
import Logging

/// Serves a written gallery site folder over HTTP with Hummingbird.
struct GalleryServer {
    /// Interface to bind, e.g. `127.0.0.1`.
    let host: String
    /// Port to bind; `0` picks a free port (the announced URL shows the real one).
    let port: Int
    /// Folder holding the `<slug>.html` files.
    let directory: URL
    /// Slugs served without the `.html` extension as well.
    let slugs: Set<String>

    /// Runs until SIGINT/SIGTERM. Prints `Strata gallery: http://HOST:PORT/` once listening.
    func run() async throws {
        var logger = Logger(label: "strata-gallery")
        logger.logLevel = .warning

        let router = Router()
        router.add(middleware: ExtensionlessPageMiddleware(slugs: slugs))
        router.add(middleware: FileMiddleware(directory.path, searchForIndexHtml: true, logger: logger))
        let host = self.host
        let port = self.port
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                Self.announce(host: host, port: channel.localAddress?.port ?? port)
            },
            logger: logger
        )
        try await app.runService()
    }

    /// Prints the single stdout line CI waits for, and flushes it.
    private static func announce(host: String, port: Int) {
        let urlHost = host.contains(":") ? "[\(host)]" : host
        print("Strata gallery: http://\(urlHost):\(port)/")
        fflush(nil)
    }
}
