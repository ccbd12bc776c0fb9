import Foundation
import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("The system face")
struct SystemTextFontTests {
    @Test func lineHeightsAndTrackingAreSFPros() {
        // A line of 17-point SF Pro is 20.29 points tall on iOS, tracked -0.43 points.
        #expect(SystemFontMetrics.lineHeight(atPointSize: 17) == 20.29)
        #expect(SystemFontMetrics.tracking(atPointSize: 17) == -0.43)
        #expect(SystemFontMetrics.tracking(atPointSize: 12) == 0)
        #expect(SystemFontMetrics.tracking(atPointSize: 34) == 0.40)
        // Between whole sizes the tracking is interpolated; outside the table it is the nearest end's.
        #expect(SystemFontMetrics.tracking(atPointSize: 16.5) == -0.37)
        #expect(SystemFontMetrics.tracking(atPointSize: 2) == SystemFontMetrics.tracking(atPointSize: 6))
        #expect(SystemFontMetrics.tracking(atPointSize: .infinity) == 0)
    }

    @Test func interTakesSFsWidthAtEachSize() {
        // SF Text's tracking alone up to 17 points; from there a growing tightening for SF Display.
        #expect(TextFont.letterSpacing(atPointSize: 17) == -0.43)
        #expect(TextFont.letterSpacing(atPointSize: 13) == SystemFontMetrics.tracking(atPointSize: 13))
        #expect(TextFont.letterSpacing(atPointSize: 28) == -1.26)
        #expect(TextFont.letterSpacing(atPointSize: 22) < SystemFontMetrics.tracking(atPointSize: 22))
        #expect(TextFont.letterSpacing(atPointSize: .nan) == 0)
    }

    @Test func pagesCarryTheFaceWithSFsVerticalMetrics() throws {
        let css = Stylesheet.css
        #expect(css.hasPrefix("@font-face{font-family:'Strata Text';src:url(data:font/woff2;base64,"))
        #expect(Stylesheet.css(textFontURL: "strata-text-1.woff2").hasPrefix("@font-face{font-family:'Strata Text';src:url(strata-text-1.woff2) format('woff2');"))
        #expect(Array(TextFont.woff2.prefix(4)) == Array("wOF2".utf8))
        #expect(css.contains("ascent-override:95.21%;descent-override:24.12%;line-gap-override:0%"))
        #expect(css.contains("--s-font:'Strata Text',"))
        let base64 = try #require(css.split(separator: "base64,").dropFirst().first?.split(separator: ")").first)
        let font = try #require(Data(base64Encoded: String(base64)))
        #expect(font.prefix(4) == Data("wOF2".utf8))
        // Each text style's class carries Apple's leading and the face's tracking at its size, and
        // text trims its first and last line to the face's ascent and descent: one line of body
        // text is 20.29 points tall, lines of a paragraph are 22 apart, as on iOS.
        #expect(css.contains(".s-f-body{font-size:17px;--s-lh:22px;letter-spacing:-0.43px;line-height:calc(var(--s-lh,22px) + var(--s-ls,0px));font-weight:400}"))
        // At 34 points SF draws its narrower Display design: Inter is spaced tighter to take its width.
        #expect(css.contains(".s-f-largeTitle{font-size:34px;--s-lh:41px;letter-spacing:-1.59px;line-height:calc(var(--s-lh,22px) + var(--s-ls,0px));font-weight:400}"))
        #expect(css.contains(".s-t{display:block;margin:0;overflow-wrap:break-word;word-break:normal;text-box:trim-both text;line-height:calc(var(--s-lh,22px) + var(--s-ls,0px))}"))
    }

    @Test func sizedSystemTextTakesTheMetricsOfItsSizeAndNamedFacesKeepTheirs() {
        let sized = HTMLRenderer(content: Text("A").font(.system(size: 22))).html
        #expect(sized.contains("font-size:22px;--s-lh:26.25px;letter-spacing:-0.85px;"))
        let named = HTMLRenderer(content: Text("A").font(.custom("Avenir", size: 22))).html
        #expect(named.contains("letter-spacing:0;"))
    }
}
