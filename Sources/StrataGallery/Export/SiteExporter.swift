import Foundation
import StrataHTML
import StrataLiveServer

/// Writes the gallery as a static site: an overview, a page per preview (its canvas rendered
/// once, with the accessibility and source panels) and its variants matrices, all linked with
/// relative file names so the folder works from any web server or from disk. The shared
/// stylesheets and script are written once, next to the pages, under their hashed names.
struct SiteExporter {
    let catalog: GalleryCatalog
    let failures: PreviewFailures

    func write(to path: String) throws {
        let folder = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let routes = GalleryRoutes(isStatic: true)
        let pages = PreviewPages(catalog: catalog, failures: failures, routes: routes)
        var files: [(String, String)] = [(routes.home, pages.overviewPage())]
        for preview in catalog.previews {
            let canvas = failures.message(for: preview.slug) == nil ? pages.staticCanvas(preview, options: CanvasOptions()) : ""
            files.append((routes.preview(preview.slug), pages.previewPage(preview, options: CanvasOptions(), canvas: canvas)))
            for axis in VariantAxis.allCases {
                files.append((routes.variants(preview.slug, axis: axis), pages.variantsPage(preview, axis: axis, options: CanvasOptions())))
            }
        }
        for (name, html) in files {
            try Data(html.utf8).write(to: folder.appending(path: name), options: .atomic)
        }
        for asset in GalleryAssets.exported {
            try asset.contents.write(to: folder.appending(path: asset.fileName), options: .atomic)
        }
        print("Wrote \(files.count) pages to \(path)")
    }
}
