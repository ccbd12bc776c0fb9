import GalleryFixture
import Strata
import StrataHTML
import StrataPreviews
import Testing

@MainActor
@Suite("Preview discovery at run time")
struct PreviewCatalogTests {
    let previews = PreviewCatalog.discover(modules: ["GalleryFixture"])

    @Test func findsEveryPreviewOfTheModuleIncludingPrivateOnes() {
        #expect(previews.map(\.title) == ["Named <greeting>", "Greeting (line 32)", "Editable", "PrivateGreeting"])
        #expect(previews.allSatisfy { $0.module == "GalleryFixture" })
    }

    @Test func previewBlocksCarryTheirFileLineSourceAndTraits() throws {
        let editable = try #require(previews.first { $0.name == "Editable" })
        #expect(editable.file == "Greeting.swift")
        #expect(editable.line == 40)
        #expect(editable.source?.hasPrefix("@Previewable @State var isExcited = false\n") == true)
        #expect(editable.traits.canvasLayout == .sizeThatFits)
        #expect(!editable.isProvider)
    }

    @Test func handWrittenProvidersAreNamedAfterTheirTypeAndLocatedByTheCaller() throws {
        let located = PreviewCatalog.discover(
            modules: ["GalleryFixture"],
            locations: ["GalleryFixture.PrivateGreeting_Previews": .init(file: "Greeting.swift", line: 52)]
        )
        let provider = try #require(located.first { $0.name == "PrivateGreeting" })
        #expect(provider.isProvider)
        #expect(provider.file == "Greeting.swift" && provider.line == 52)
        #expect(provider.source == nil)
    }

    @Test func previewsRenderTheirViews() throws {
        let named = try #require(previews.first { $0.name == "Named <greeting>" })
        #expect(HTMLRenderer(content: named.makeModifiedView()).html.contains("Hello, Ada."))
        let row = try #require(previews.first { $0.name == nil })
        #expect(HTMLRenderer(content: row.makeModifiedView()).html.contains("Hello, Row."))
    }

    @Test func modulesFilterTheCatalog() {
        #expect(PreviewCatalog.discover(modules: ["NoSuchModule"]).isEmpty)
        let all = PreviewCatalog.discover()
        #expect(all.count > previews.count)
        #expect(Set(all.compactMap(\.module)).contains("GalleryFixture"))
    }
}
