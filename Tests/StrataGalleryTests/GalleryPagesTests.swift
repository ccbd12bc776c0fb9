@testable import StrataGallery
import GalleryFixture
import Strata
import StrataPreviews
import Testing

@MainActor
@Suite("Gallery pages and options")
struct GalleryPagesTests {
    let catalog = GalleryCatalog(title: "Fixture <Lib>", previews: PreviewCatalog.discover(modules: ["GalleryFixture"]))

    @Test func canvasOptionsRoundTripThroughTheQuery() {
        let options = CanvasOptions(query: ["width": "320", "scheme": "dark", "type": "accessibility3", "dir": "rtl", "locale": "de_DE"])
        #expect(options.query == "?width=320&scheme=dark&type=accessibility3&dir=rtl&locale=de_DE")
        #expect(CanvasOptions(query: ["width": "9999", "scheme": "<script>", "locale": "xx"]).query == "")
    }

    @Test func canvasSizeFollowsTheURLThenTheTraits() {
        #expect(CanvasOptions().canvasSize(for: [])! == (390, 844))
        #expect(CanvasOptions().canvasSize(for: [.sizeThatFitsLayout]) == nil)
        #expect(CanvasOptions().canvasSize(for: [.fixedLayout(width: 200, height: 100)])! == (200, 100))
        #expect(CanvasOptions().canvasSize(for: [.landscapeLeft])! == (844, 390))
        #expect(CanvasOptions(query: ["width": "430"]).canvasSize(for: [.sizeThatFitsLayout])! == (430, 932))
    }

    @Test func slugsAreUniqueAndGroupedByModuleAndFile() {
        #expect(Set(catalog.previews.map(\.slug)).count == catalog.previews.count)
        #expect(catalog.previews.first?.slug == "GalleryFixture/Greeting/28")
        #expect(catalog.groups.map(\.module) == ["GalleryFixture"])
        #expect(GalleryCatalog.slugComponent("a b/ü\"<") == "a-b----")
    }

    @Test func pagesEscapeNamesAndShowFailures() throws {
        var failures = PreviewFailures()
        let preview = try #require(catalog.previews.first)
        failures.record(preview.slug, "Fatal error: <boom>")
        let pages = PreviewPages(catalog: catalog, failures: failures)
        let html = pages.previewPage(preview, options: CanvasOptions(), canvas: "")
        #expect(html.contains("Named &lt;greeting&gt;"))
        #expect(html.contains("Fatal error: &lt;boom&gt;"))
        #expect(!html.contains("<boom>"))
        #expect(html.contains("g-badge-failed"))
        let overview = pages.overviewPage()
        #expect(overview.contains("Fixture &lt;Lib&gt;"))
        #expect(overview.contains("Hello, Row."))
    }

    @Test func variantsPagesLayEveryVariantSideBySide() throws {
        let pages = PreviewPages(catalog: catalog, failures: PreviewFailures())
        let preview = try #require(catalog.previews.first)
        let html = pages.variantsPage(preview, axis: .appearance, options: CanvasOptions())
        #expect(html.components(separatedBy: "<figure>").count == 3)
        #expect(html.contains("s-dark"))
        let sizes = pages.variantsPage(preview, axis: .textSize, options: CanvasOptions())
        #expect(sizes.components(separatedBy: "<figure>").count == 13)
    }

    @Test func childMarksParseAndArgumentsAreRewritten() {
        #expect(RenderWatch.Mark(line: "\u{1E}strata begin A/B/3") == .begin("A/B/3"))
        #expect(RenderWatch.Mark(line: "\u{1E}strata fail A/B/3 it threw: x") == .fail("A/B/3", "it threw: x"))
        #expect(RenderWatch.Mark(line: "strata begin A") == nil)
        #expect(GallerySupervisor.removingOption("--port", from: ["--port", "9", "--export", "d", "--port=3"]) == ["--export", "d"])
    }

    @Test func childrenRunWithoutTheBacktracerUnlessTheUserAskedForIt() {
        let quiet = ChildProcessWatch.environment(["PATH": "/usr/bin"])
        #expect(quiet["SWIFT_BACKTRACE"] == "enable=no")
        #expect(quiet["PATH"] == "/usr/bin")
        let asked = ChildProcessWatch.environment(["SWIFT_BACKTRACE": "enable=yes,interactive=no"])
        #expect(asked["SWIFT_BACKTRACE"] == "enable=yes,interactive=no")
        #expect(ChildProcessWatch.isStackTraceLine("Current stack trace:"))
        #expect(ChildProcessWatch.isStackTraceLine("12   libswiftCore.so     0x00007fb618f5f130 swift_reportError + 33"))
        #expect(!ChildProcessWatch.isStackTraceLine("3 items left, 0x10 bytes"))
        #expect(!ChildProcessWatch.isStackTraceLine("Preview log: rendering 3 rows"))
    }
}
