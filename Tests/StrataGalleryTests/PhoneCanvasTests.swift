@testable import StrataGallery
import GalleryFixture
import Strata
import StrataPreviews
import Testing

/// A device canvas narrows to a phone-sized window; other canvases keep their size (the browser
/// suite checks the outcome at 320 to 430 points).
@MainActor
@Suite("Phone canvas")
struct PhoneCanvasTests {
    let catalog = GalleryCatalog(title: "Fixture", previews: PreviewCatalog.discover(modules: ["GalleryFixture"]))

    @Test func onlyAnUprightDeviceNarrowsToTheWindow() {
        #expect(CanvasOptions().fitsNarrowWindows(for: []))
        #expect(CanvasOptions(query: ["width": "430"]).fitsNarrowWindows(for: [.sizeThatFitsLayout]))
        #expect(CanvasOptions(query: ["width": "ipad"]).fitsNarrowWindows(for: []))
        #expect(!CanvasOptions(query: ["width": "fit"]).fitsNarrowWindows(for: []))
        #expect(!CanvasOptions().fitsNarrowWindows(for: [.sizeThatFitsLayout]))
        #expect(!CanvasOptions().fitsNarrowWindows(for: [.fixedLayout(width: 500, height: 300)]))
        #expect(!CanvasOptions().fitsNarrowWindows(for: [.landscapeLeft]))
        #expect(!CanvasOptions().with { $0.isThumbnail = true }.fitsNarrowWindows(for: []))
    }

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

    @Test func aSizeThatFitsPreviewIsNotMarked() throws {
        let pages = PreviewPages(catalog: catalog, failures: PreviewFailures())
        let fitting = try #require(catalog.previews.first { $0.title == "Editable" })
        #expect(!pages.staticCanvas(fitting, options: CanvasOptions()).contains(PreviewStage.deviceScreenID))
    }

    @Test func theGalleryStylesheetCapsTheMarkedScreenOnNarrowWindows() throws {
        let css = GalleryStylesheet.css
        let media = try #require(css.range(of: "@media (max-width:760px){")).upperBound
        let rule = try #require(css[media...].range(of: "[data-testid=\(PreviewStage.deviceScreenID)]"))
        #expect(css[rule.upperBound...].prefix(while: { $0 != "}" }).contains("max-width:100%"))
        #expect(GalleryDocument.script.contains("zoom"), "wider fixed canvases are scaled down")
    }
}
