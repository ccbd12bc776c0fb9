import StrataLiveServer

/// The files every gallery page links: Strata's stylesheet and client script, the gallery's
/// own stylesheet and its sidebar script. The server serves them at hashed URLs (immutable
/// caching, gzip); the static export writes them next to the pages.
enum GalleryAssets {
    /// The gallery's stylesheet (`GalleryStylesheet.css`).
    static let stylesheet = LiveAsset.stylesheet("strata-gallery", css: GalleryStylesheet.css)
    /// The sidebar's search and folding (`GalleryDocument.script`).
    static let script = LiveAsset.script("strata-gallery", javaScript: GalleryDocument.script)
    /// Strata's assets plus the gallery's.
    static let shared = LiveAssets(extra: [stylesheet, script])

    /// What an exported site needs (no live client: its canvases are static).
    static var exported: [LiveAsset] { shared.stylesheetFiles + [stylesheet, script] }
}
