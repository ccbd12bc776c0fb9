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
            By default, writes the site to a folder and serves it over HTTP, printing \
            "Strata gallery: http://HOST:PORT/" once listening. With --export, only writes \
            the site and exits.
            """
    )

    @Option(help: "Port to listen on (0 picks a free port).")
    var port: Int = 8080

    @Option(help: "Interface to bind the server to.")
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Only write the site into this folder, then exit.", valueName: "dir"))
    var export: String?

    @Option(help: ArgumentHelp(
        "Folder where serve mode writes the site before serving (default: a fresh temporary folder).",
        valueName: "dir"
    ))
    var output: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        if export != nil, output != nil {
            throw ValidationError("--export and --output cannot be combined.")
        }
    }

    func run() async throws {
        let pages = GalleryCatalog.pages()
        if let export {
            let files = try SiteWriter(directory: URL(fileURLWithPath: export)).write(pages)
            print("Wrote \(files.count) pages to \(export)")
            return
        }
        let directory = output.map { URL(fileURLWithPath: $0) } ?? Self.temporaryDirectory()
        try SiteWriter(directory: directory).write(pages)
        FileHandle.standardError.write(Data("Serving \(pages.count) pages from \(directory.path)\n".utf8))
        let server = GalleryServer(host: host, port: port, directory: directory, slugs: Set(pages.map(\.slug)))
        try await server.run()
    }

    /// A new, unique folder under the system temporary directory.
    private static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-gallery-\(UUID().uuidString)", isDirectory: true)
    }
}
