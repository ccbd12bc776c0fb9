@testable import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// SF Symbols as iOS frames them: about a 1.02 em square for most glyphs (a circle symbol at 17
/// points is 17.3 points across), wider frames for some, and padding that stays outside the glyph.
@MainActor
@Suite("System symbol metrics")
struct SystemSymbolMetricsTests {
    @Test func mostSymbolsAreA102EmSquareDrawnEdgeToEdge() throws {
        let check = html(Image(systemName: "checkmark.circle.fill"))
        #expect(check.contains(#"viewBox="1 1 22 22""#), "\(check)")
        #expect(!check.contains("--s-sym-w"))
        let rule = try #require(Stylesheet.css.split(separator: "\n").first { $0.hasPrefix(".s-sym{") })
        #expect(rule.contains("width:calc(var(--s-sym-w,1.02em) * var(--s-sym-scale,1))"))
    }

    /// `Image(systemName: "plus").resizable().aspectRatio(contentMode: .fit).frame(width: 18, height: 18)`
    /// fills the 18 points with the glyph on iOS: a resizable symbol's box is its drawing's extent.
    @Test func aResizableSymbolScalesItsGlyphToItsFrame() {
        let plus = html(Image(systemName: "plus").resizable().aspectRatio(contentMode: .fit).frame(width: 18, height: 18))
        #expect(plus.contains(#"viewBox="3.5 3.5 17.0 17.0""#), "\(plus)")
        #expect(html(Image(systemName: "plus")).contains(#"viewBox="1 1 22 22""#))
    }

    /// Every drawing's extent is found (paths, arcs, circles, rects, rotated groups) and lies on the grid.
    @Test func everySymbolDrawingHasAnExtentOnItsGrid() throws {
        for name in SystemSymbols.drawings.keys {
            let box = SymbolBounds.bounds(ofMarkup: try #require(SystemSymbols.drawing(named: name)))
            #expect(!box.isNull && max(box.width, box.height) > 4, "\(name): \(box)")
            #expect(box.minX >= -0.5 && box.minY >= -0.5 && box.maxX <= 24.5 && box.maxY <= 24.5, "\(name): \(box)")
        }
        // The heart's lobes are arcs that rise above their end points (y 9 and 12.05) to about 5.
        let heart = SymbolBounds.bounds(ofMarkup: try #require(SystemSymbols.drawing(named: "heart")))
        #expect(heart.minY > 3.5 && heart.minY < 6, "\(heart)")
        #expect(abs(heart.maxY - 20.5) < 0.01 && heart.minX < 3.5, "\(heart)")
    }

    @Test func aWideSymbolHasItsOwnFrameAndTheGlyphKeepsItsScale() {
        // `tag.fill` at 17 points is 24 x 22 points on iOS: the glyph is centered in it.
        let tag = html(Image(systemName: "tag.fill"))
        #expect(tag.contains("--s-sym-w:1.41em;--s-sym-h:1.29em;"), "\(tag)")
        #expect(tag.contains(#"viewBox="-3.21 -1.91 30.41 27.82""#), "\(tag)")
    }

    @Test func paddingAroundASymbolIsOutsideItsGlyph() {
        // A heart on a red disc: the padding is a box around the symbol, which keeps its size.
        let badge = html(Image(systemName: "heart.fill").foregroundColor(.white).padding().background(Color.red).clipShape(Circle()))
        #expect(badge.hasPrefix(#"<div class="s-lay" style="background:var(--s-red);overflow:hidden;border-radius:50%;padding:16px;"><svg class="s-sym""#), "\(badge)")
    }
}
