import ArgumentParser
import Foundation
import StrataGalleryContent

/// Command-line entry point: exports the Strata gallery as static HTML or serves it.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata-gallery",
        abstract: "Build and serve the Strata gallery site.",
        discussion: """
            By default, serves the gallery as live pages (interactive over a WebSocket), \
            printing "Strata gallery: http://HOST:PORT/" once listening. With --export, only \
            writes the static site and exits.
            """
    )

    @Option(help: "Port to listen on (0 picks a free port).")
    var port: Int = 8080

    @Option(help: "Interface to bind the server to.")
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Only write the site into this folder, then exit.", valueName: "dir"))
    var export: String?

    @Option(help: "Seconds a live page keeps its state after its browser disconnects.")
    var sessionTimeout: Int = 300

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        guard sessionTimeout > 0 else {
            throw ValidationError("--session-timeout must be positive.")
        }
    }

    func run() async throws {
        let pages = GalleryCatalog.pages()
        if let export {
            let files = try SiteWriter(directory: URL(fileURLWithPath: export)).write(pages)
            print("Wrote \(files.count) pages to \(export)")
            return
        }
        let server = GalleryServer(host: host, port: port, sessionTimeout: .seconds(sessionTimeout))
        try await server.run()
    }
}
