@testable import StrataGallery
import GalleryFixture
import Strata
import StrataPreviews
import Testing

/// A sized canvas (device, turned device, fixed layout) narrows to a phone-sized window; a
/// size-that-fits canvas and thumbnails are left alone (the browser suite checks the outcome at
/// 320 to 430 points).
@MainActor
@Suite("Phone canvas")
struct PhoneCanvasTests {
    let catalog = GalleryCatalog(title: "Fixture", previews: PreviewCatalog.discover(modules: ["GalleryFixture"]))

    @Test func theDeviceScreenIsMarkedOnTheElementThatHasTheDeviceWidth() throws {
        let pages = PreviewPages(catalog: catalog, failures: PreviewFailures())
        let phone = try #require(catalog.previews.first { $0.entry.traits.isEmpty })
        let html = pages.staticCanvas(phone, options: CanvasOptions())
        let marker = "data-testid=\"\(PreviewStage.deviceScreenID)\""
        #expect(html.components(separatedBy: marker).count == 2, "\(html)")
        // The marked element is the one 390 points wide (the stylesheet caps exactly that box).
        let tag = try #require(html.range(of: marker).map { html[..<$0.lowerBound] }?.components(separatedBy: "<").last)
        #expect(tag.contains("width:390px"), "\(tag)")
        let small = pages.staticCanvas(phone, options: CanvasOptions(query: ["width": "320"]))
        #expect(small.contains(marker) && small.contains("width:320px"))
    }

    @Test func aSizeThatFitsPreviewAndThumbnailsAreNotMarkedAWidthFromTheURLIs() throws {
        let pages = PreviewPages(catalog: catalog, failures: PreviewFailures())
        let fitting = try #require(catalog.previews.first { $0.title == "Editable" })
        #expect(!pages.staticCanvas(fitting, options: CanvasOptions()).contains(PreviewStage.deviceScreenID))
        #expect(pages.staticCanvas(fitting, options: CanvasOptions(query: ["width": "ipad"])).contains(PreviewStage.deviceScreenID))
        let phone = try #require(catalog.previews.first { $0.entry.traits.isEmpty })
        #expect(!pages.staticCanvas(phone, options: CanvasOptions().with { $0.isThumbnail = true }).contains(PreviewStage.deviceScreenID))
    }

    @Test func theGalleryStylesheetCapsTheMarkedScreenOnNarrowWindows() throws {
        let css = GalleryStylesheet.css
        let media = try #require(css.range(of: "@media (max-width:760px){")).upperBound
        let rule = try #require(css[media...].range(of: "[data-testid=\(PreviewStage.deviceScreenID)]"))
        #expect(css[rule.upperBound...].prefix(while: { $0 != "}" }).contains("max-width:100%"))
        #expect(GalleryDocument.script.contains("zoom"), "wider fixed canvases are scaled down")
    }
}
