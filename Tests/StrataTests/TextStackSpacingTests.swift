import StrataHTML
import SwiftUI
import Testing

/// A default-spaced vertical stack sets text under text a leading apart, as SwiftUI does, and
/// other neighbours 8 points apart.
@MainActor
@Suite("Text stack spacing")
struct TextStackSpacingTests {
    private func spacing(_ upper: some View, _ lower: some View) -> CGFloat {
        let nodes = StaticRender.nodes(of: VStack { upper; lower })
        let children = nodes[0].children
        return TextStackSpacing.spacing(between: children[0], and: children[1])
    }

    @Test func textUnderTextIsTheLeadingApart() {
        #expect(spacing(Text("Title"), Text("Subtitle")) == 1.71, "22-point body lines less SF's 20.29")
        #expect(spacing(Text("Title").font(.body).dynamicTypeSize(.medium), Text("Subtitle").dynamicTypeSize(.medium)) == 1.91,
                "21-point lines of 16-point text at the medium size")
        #expect(spacing(Text("Note").font(.footnote), Text("Note").font(.footnote)) == 2.49, "18-point footnote lines less 15.51")
        #expect(spacing(Text("Title").font(.largeTitle), Text("Note").font(.footnote)) == 2.49, "the leading of the text below")
    }

    @Test func symbolsAndRowsOfTextCountAsText() {
        #expect(spacing(HStack { Text("Header"); Spacer(); Image(systemName: "chevron.down") }, Text("Content")) == 1.71)
        #expect(spacing(Text("Header").frame(maxWidth: .infinity, alignment: .leading), Text("Content")) == 1.71,
                "a frame that sets only a width keeps the text's edges")
        #expect(spacing(VStack { Rectangle(); Text("Last") }, Text("Next")) == 1.71, "a column ending in text")
    }

    @Test func otherNeighboursAreEightPointsApart() {
        #expect(spacing(Text("Caption"), Rectangle().frame(height: 10)) == 8)
        #expect(spacing(Text("Padded").padding(.bottom, 4), Text("Next")) == 8, "padding at the facing edge")
        #expect(spacing(Text("Framed").frame(height: 40), Text("Next")) == 8, "a frame that sets a height")
        #expect(spacing(HStack { Text("Label"); Rectangle() }, Text("Next")) == 8, "a row with a shape in it")
        #expect(spacing(Button("Go") {}, Text("Next")) == 8)
    }

    @Test func pagesMarkTextEdgesForTheStylesheet() {
        let page = html(VStack { HStack { Text("a"); Image(systemName: "star") }; Text("b").padding() })
        #expect(page.contains(#"<div class="s-h s-tt s-tb">"#), "\(page)")
        #expect(!page.contains(#"s-t s-tt"#), "a bare text is known by its own class")
        let medium = html(VStack { HStack { Text("a") }; Text("b") }.dynamicTypeSize(.medium))
        #expect(medium.contains("--s-lead:1.91px;"), "a leading other than body text's is spelled out: \(medium)")
        #expect(Stylesheet.rules.contains(#".s-v:not([style*="gap"])>:is(.s-t,.s-sym,.s-tb)"#))
    }
}
