import Foundation
import Strata

/// Runs a gallery of previews: a live web gallery (the default) or a static export.
///
/// `swift package --disable-sandbox strata-gallery` generates a host that calls this; a team
/// with its own executable can call it directly:
///
/// ```swift
/// import StrataGallery
/// import MyDesignSystem
///
/// await GalleryMain.run(title: "My Design System", previews: PreviewCatalog.discover(modules: ["MyDesignSystem"]))
/// ```
///
/// Arguments: `--port N` (default 8080), `--host H`, `--export DIR`, `--render-timeout S`.
/// A preview that traps, throws or hangs is marked as failed and the rest keep working: previews
/// render in child processes that a supervising process restarts.
public enum GalleryMain {
    public static func run(title: String, previews: [PreviewEntry], arguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        let options: GalleryOptions
        do {
            options = try GalleryOptions.parse(arguments)
        } catch {
            GalleryOptions.exit(withError: error)
        }
        let catalog = GalleryCatalog(title: title, previews: previews)
        if let parent = options.parentPid { ParentWatch.exitWhenGone(parent) }
        do {
            switch options.strataRole {
            case nil:
                try GallerySupervisor(options: options, catalog: catalog, arguments: arguments).run()
            case .probe?:
                await PreviewProbe(catalog: catalog, failures: try PreviewFailures.load(options.failures)).run()
            case .serve?:
                try await PreviewGalleryServer(options: options, catalog: catalog, failures: try PreviewFailures.load(options.failures)).run()
            case .export?:
                let exporter = SiteExporter(catalog: catalog, failures: try PreviewFailures.load(options.failures))
                let folder = options.export ?? "gallery-site"
                // Previews are views, bound to the main actor: they render there.
                try await MainActor.run { try exporter.write(to: folder) }
            }
        } catch {
            FileHandle.standardError.write(Data("strata-gallery: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Ends this process when the process that started it is gone (Ctrl-C in `swift package`
/// ends the plugin, not the gallery it started).
enum ParentWatch {
    static func exitWhenGone(_ parent: Int32) {
        Thread.detachNewThread {
            while kill(parent, 0) == 0 { Thread.sleep(forTimeInterval: 1) }
            exit(0)
        }
    }
}
