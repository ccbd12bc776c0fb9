import ArgumentParser

/// The gallery's command line, the same for `swift package strata-gallery` and for a team's own
/// host executable calling `GalleryMain.run`.
struct GalleryOptions: ParsableArguments {
    @Option(help: "Port to listen on (0 picks a free port).")
    var port: Int = 8080

    @Option(help: "Interface to bind the server to.")
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Only write the gallery as a static site into this folder, then exit.", valueName: "dir"))
    var export: String?

    @Option(help: "Seconds a preview may take to render (or to handle one event) before it is marked as failed.")
    var renderTimeout: Int = 10

    @Option(help: "Seconds a live page keeps its state after its browser disconnects.")
    var sessionTimeout: Int = 300

    @Option(help: ArgumentHelp("Exit when this process ends (used by the package plugin).", visibility: .hidden))
    var parentPid: Int32?

    @Option(help: ArgumentHelp("Internal: the part this process plays (probe, serve, export).", visibility: .hidden))
    var strataRole: GalleryRole?

    @Option(help: ArgumentHelp("Internal: a file listing previews that failed.", visibility: .hidden))
    var failures: String?

    mutating func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard renderTimeout > 0 else { throw ValidationError("--render-timeout must be positive.") }
        guard sessionTimeout > 0 else { throw ValidationError("--session-timeout must be positive.") }
    }
}

/// The processes of a gallery: a supervisor starts the others and survives their crashes.
enum GalleryRole: String, ExpressibleByArgument, Sendable {
    /// Renders every preview once, to find the ones that trap or hang before serving.
    case probe
    /// Serves the live gallery.
    case serve
    /// Writes the static site.
    case export
}
