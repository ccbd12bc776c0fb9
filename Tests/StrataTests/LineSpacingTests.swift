import StrataHTML
import SwiftUI
import Testing

/// `lineSpacing(_:)` adds to the text style's leading (CSS `--s-ls` on the subtree, which every
/// text's `line-height` adds to its style's `--s-lh`).
@MainActor
@Suite("Line spacing")
struct LineSpacingTests {
    @Test func extraSpaceReachesTheTextInside() {
        let page = html(VStack { Text("First paragraph"); Text("Second") }.lineSpacing(6))
        #expect(page.contains("--s-ls:6px;"), "\(page)")
        #expect(html(Text("Tight").lineSpacing(-2)).contains("--s-ls:-2px;"))
        #expect(!html(Text("Plain")).contains("--s-ls"))
    }

    @Test func everyLineHeightAddsIt() {
        let rules = Stylesheet.rules
        #expect(rules.contains(".s-t{display:block;margin:0;overflow-wrap:break-word;word-break:normal;text-box:trim-both text;line-height:calc(var(--s-lh,22px) + var(--s-ls,0px))}"))
        #expect(rules.contains(".s-f-footnote{font-size:13px;--s-lh:18px;"))
        #expect(html(Text("Sized").font(.system(size: 20))).contains("--s-lh:23.87px;"), "a fixed size carries its own leading")
        #expect(html(Text("Named").font(.custom("Georgia", size: 20))).contains("--s-lh:1.2em;"))
    }

    /// iOS draws list footers with UIKit labels: lines the face's height apart, not the leading.
    @Test func listFootersAreSetSolid() {
        let list = List { Section { Text("Row") } footer: { Text("A footer long enough to wrap on a phone") } }
        #expect(html(list).contains("--s-ls:-2.49px;"), "13-point footnote lines 18 apart less 15.51")
        #expect(html(list.dynamicTypeSize(.medium)).contains("--s-ls:-1.68px;"), "12-point lines 16 apart less 14.32")
    }
}
