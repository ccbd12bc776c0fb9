import ArgumentParser
import Foundation
import StrataGalleryContent
import StrataLiveServer

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

    @Option(name: .customLong("allowed-host"), help: ArgumentHelp(
        "A host (or host:port) browsers reach the server by, e.g. behind a load balancer; repeatable.", valueName: "host"))
    var allowedHosts: [String] = []

    @Option(help: "This instance's id, carried in its session tokens so a load balancer can route sockets (letters, digits, -).")
    var instanceID: String?

    @Option(help: "On SIGTERM, seconds to keep serving open sessions (taking no new ones) before telling them to reload (0: reload them at once).")
    var drainSeconds: Int = 0

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        guard sessionTimeout > 0 else {
            throw ValidationError("--session-timeout must be positive.")
        }
        if let instanceID, instanceID.isEmpty || !instanceID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
            throw ValidationError("--instance-id must be letters, digits and '-'.")
        }
        guard drainSeconds >= 0 else { throw ValidationError("--drain-seconds must not be negative.") }
    }

    func run() async throws {
        if let export {
            // The pages link Strata's stylesheet as a file written next to them.
            let stylesheet = LiveAssets.standard.stylesheet
            // Gallery pages are views, bound to the main actor: they render there.
            let pages = await MainActor.run { GalleryCatalog.pages(stylesheetURL: stylesheet.fileName) }
            let files = try SiteWriter(directory: URL(fileURLWithPath: export)).write(pages, assets: LiveAssets.standard.stylesheetFiles)
            print("Wrote \(files.count) pages to \(export)")
            return
        }
        let server = GalleryServer(
            host: host, port: port, sessionTimeout: .seconds(sessionTimeout), allowedHosts: allowedHosts,
            instanceID: instanceID, drainTime: .seconds(drainSeconds)
        )
        try await server.run()
    }
}
