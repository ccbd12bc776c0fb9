import Foundation
import StrataTesting
import SwiftUI
import Testing

/// Preview variants change what is rendered: appearance and background, Dynamic Type sizes with
/// Apple's figures, mirrored layout, locale; and their ids round-trip.
@MainActor
@Suite("Preview variants")
struct PreviewVariantTests {
    @Test func darkPaintsTheDarkAppearanceAndItsBackground() {
        let dark = html(PreviewVariant.dark.apply(to: Text("Night")))
        #expect(dark.contains("s-dark"))
        #expect(dark.contains("background:var(--s-background)"))
        let light = html(PreviewVariant.light.apply(to: Text("Day")))
        #expect(light.contains("s-light") && !light.contains("s-dark"))
        #expect(light.contains("background:var(--s-background)"))
        // The background goes behind a shape's own fill, not over it.
        let swatch = html(PreviewVariant.dark.apply(to: Color.red.frame(width: 10, height: 10)))
        #expect(swatch.hasPrefix(#"<div class="s-lay s-dark" style="background:var(--s-background);"><div class="s-shape" style="background:var(--s-red);"#))
        // A variant without an appearance keeps the page's and paints nothing.
        #expect(!html(PreviewVariant.rightToLeft.apply(to: Text("Day"))).contains("--s-background"))
    }

    @Test func bodyTextTakesApplesSizeForEachDynamicTypeSize() {
        // Apple's sizes and leading for body text, spaced to take SF's width at each size.
        #expect(html(PreviewVariant.xSmall.apply(to: Text("Body"))).contains("font-size:14px;--s-lh:19px;letter-spacing:-0.15px;"))
        #expect(html(PreviewVariant.accessibility3.apply(to: Text("Body"))).contains("font-size:40px;--s-lh:48px;letter-spacing:-1.97px;"))
        #expect(html(PreviewVariant.accessibility5.apply(to: Text("Body"))).contains("font-size:53px;"))
        // At the default size the text style's class says it all.
        let large = html(PreviewVariant.large.apply(to: Text("Body")))
        #expect(!large.contains("font-size"))
        #expect(html(Text("Body")) == large)
    }

    @Test func everyTextStyleScalesAndFixedSizesDoNot() {
        let title = html(PreviewVariant.accessibility3.apply(to: Text("Title").font(.title)))
        #expect(title.contains("s-f-title") && title.contains("font-size:48px;--s-lh:57px;"))
        let caption = html(Text("Small print").font(.caption2).dynamicTypeSize(.xSmall))
        #expect(caption.contains("font-size:11px;--s-lh:13px;letter-spacing:0.06px;"))
        let fixed = html(Text("Fixed").font(.system(size: 20)).dynamicTypeSize(.accessibility5))
        #expect(fixed.contains("font-size:20px;") && !fixed.contains("53px"))
        let relative = html(Text("Brand").font(.custom("Brand", size: 34, relativeTo: .body)).dynamicTypeSize(.accessibility5))
        #expect(relative.contains("font-size:106px;"))
        #expect(Font.TextStyle.allCases.allSatisfy { $0.pointSize(at: .large) == $0.pointSize })
        #expect(Font.TextStyle.allCases.allSatisfy { $0.lineHeight(at: .large) == $0.lineHeight })
    }

    @Test func aDynamicTypeRangeClampsTheSize() {
        let clamped = html(Text("Body").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5))
        #expect(!clamped.contains("font-size"))
        let inner = html(Text("Body").dynamicTypeSize(.accessibility5).dynamicTypeSize(DynamicTypeSize.xSmall...DynamicTypeSize.xLarge))
        #expect(inner.contains("font-size:19px;"))
        let raised = html(Text("Body").dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.xSmall))
        #expect(raised.contains("font-size:19px;"))
    }

    @Test func rightToLeftMirrorsLeadingAlignmentAndPadding() {
        let view = VStack(alignment: .leading) {
            Text("One")
            Text("Two").padding(.leading, 12)
        }
        let rtl = html(PreviewVariant.rightToLeft.apply(to: view))
        #expect(rtl.contains(#"<div class="s-v s-tt s-tb" style="align-items:flex-start;" dir="rtl">"#))
        // Leading padding is a logical side, so it moves to the right with the direction.
        #expect(rtl.contains("padding-inline:12px 0px;"))
        #expect(html(PreviewVariant.leftToRight.apply(to: view)).contains(#"dir="ltr""#))
        #expect(!html(view).contains("dir="))
        // The environment modifier marks the subtree too.
        #expect(html(Text("Hi").environment(\.layoutDirection, .rightToLeft)).contains(#"dir="rtl""#))
    }

    @Test func localeReachesTheEnvironment() {
        #expect(html(PreviewVariant.locale("de_DE").apply(to: LocaleReader())).contains("de_DE"))
        #expect(!html(LocaleReader()).contains("de_DE"))
    }

    @Test func variantsHoldInHostedRendersAcrossUpdates() throws {
        let host = ViewHost(PreviewVariant.rightToLeft.combined(with: .accessibility3).combined(with: .dark).apply(to: TapCounter()))
        try host.tap("Add")
        let output = host.html
        #expect(output.contains(#"dir="rtl""#) && output.contains("s-dark"))
        #expect(output.contains("Count 1") && output.contains("font-size:40px;"))
    }

    @Test func idsAndTitlesAreReadable() {
        #expect(PreviewVariant.dark.id == "dark" && PreviewVariant.dark.title == "Dark")
        #expect(PreviewVariant.accessibility3.title == "Accessibility 3")
        #expect(PreviewVariant.rightToLeft.id == "rtl" && PreviewVariant.rightToLeft.title == "Right to left")
        #expect(PreviewVariant.locale("de_DE").id == "locale-de_DE" && PreviewVariant.locale("de_DE").title == "de_DE")
        let combined = PreviewVariant.accessibility3.combined(with: .rightToLeft).combined(with: .dark)
        #expect(combined.id == "dark+rtl+accessibility3")
        #expect(PreviewVariant.dark.combined(with: .light) == .light)
    }

    @Test func everyVariantAndCombinationRoundTrips() {
        let schemes: [PreviewVariant?] = [nil, .light, .dark]
        let directions: [PreviewVariant?] = [nil, .leftToRight, .rightToLeft]
        let sizes: [PreviewVariant?] = [nil] + DynamicTypeSize.allCases.map { PreviewVariant.dynamicType($0) }
        let locales: [PreviewVariant?] = [nil, .locale("de_DE"), .locale("ar")]
        var count = 0
        for scheme in schemes { for direction in directions { for size in sizes { for locale in locales {
            let variant = [scheme, direction, size, locale].compactMap { $0 }.reduce(PreviewVariant()) { $0.combined(with: $1) }
            #expect(PreviewVariant(id: variant.id) == variant, "\(variant.id)")
            #expect(variant.id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-+".contains($0)) })
            count += 1
        } } } }
        #expect(count == 3 * 3 * 13 * 3)
        #expect(PreviewVariant(id: "xxxLarge") == .xxxLarge)
        #expect(PreviewVariant.allDynamicTypeSizes.map(\.id).first == "xSmall" && PreviewVariant.allDynamicTypeSizes.count == 12)
        #expect(PreviewVariant(id: "accessibility5") == .accessibility5)
    }

    @Test func unknownIdsAreRejected() {
        for id in ["", "purple", "dark+", "+dark", "Dark", "locale-", "locale-de DE", "dark+giant", "accessibility6"] {
            #expect(PreviewVariant(id: id) == nil, "\(id)")
        }
    }
}

private struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct LocaleReader: View {
    @Environment(\.locale) private var locale
    var body: some View { Text(verbatim: "locale \(locale.identifier)") }
}
