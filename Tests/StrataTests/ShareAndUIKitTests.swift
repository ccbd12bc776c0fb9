import StrataTesting
import SwiftUI
import Testing

/// `ShareLink` and the UIKit names component code uses (`Image(uiImage:)`, `UIPasteboard`,
/// `UIApplication`).
@MainActor
@Suite("ShareLink and UIKit names")
struct ShareAndUIKitTests {
    @Test func shareLinksShowTheirLabelAsAButton() throws {
        let url = try #require(URL(string: "https://example.com/recipe"))
        #expect(html(ShareLink(item: url)).contains(">Share</span>"))
        #expect(html(ShareLink(item: url)).contains(#"aria-label="square and arrow up""#))
        #expect(html(ShareLink("Send", item: "Soup", preview: SharePreview("Soup", image: Image(systemName: "fork.knife")))).contains(">Send</span>"))
        let custom = ViewHost(ShareLink(item: url, subject: Text("Dinner"), message: Text("Try it")) { Image(systemName: "square.and.arrow.up") })
        #expect(custom.controlNames == ["square and arrow up"])
        try custom.tap("square and arrow up")
        #expect(ViewHost(ShareLink(items: [url, url])).controlNames == ["Share"])
    }

    @Test func uiImagesMapToNamedImagesAndSymbols() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        let named = try #require(UIImage(named: "logo"))
        #expect(html(Image(uiImage: symbol)).contains(#"aria-label="star""#))
        #expect(html(Image(uiImage: named)).contains(#"src="images/logo""#))
        #expect(html(HStack { Image(uiImage: UIImage()).resizable() }) == #"<div class="s-h"></div>"#)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func pasteboardKeepsStringsAndApplicationOpensNothing() throws {
        UIPasteboard.general.string = "SWIFT-2024"
        #expect(UIPasteboard.general.string == "SWIFT-2024")
        #expect(UIPasteboard.general.hasStrings)
        UIPasteboard.general.string = nil
        #expect(!UIPasteboard.general.hasStrings)
        var opened: Bool?
        UIApplication.shared.open(try #require(URL(string: "https://example.com"))) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
    }
}
