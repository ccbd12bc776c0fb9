import StrataHTML
import SwiftUI
import Testing

/// The shortcuts of the static render path (kept output buffers, texts styled by one run) write
/// what the general path writes.
@MainActor
@Suite("Static render shortcuts")
struct StaticRenderSpeedPathTests {
    private struct LongPage: View {
        var body: some View {
            VStack {
                ForEach(0..<3_000) { index in Text("Row \(index) <&>") }
            }
        }
    }

    @Test("A render after a larger page on the same thread writes only its own bytes")
    func keptBufferStartsEmpty() {
        let small = Text("Hi & bye").font(.headline)
        let before = HTMLRenderer(content: small).html
        let long = HTMLRenderer(content: LongPage()).html
        #expect(long.utf8.count > 64 * 1024, "the long page must be large enough for its buffer to be kept")
        #expect(HTMLRenderer(content: small).html == before)
        #expect(HTMLRenderer(content: small).htmlBytes == Array(before.utf8))
        #expect(before == #"<span class="s-t s-f-headline">Hi &amp; bye</span>"#)
        // The long page itself, rendered again from a kept buffer, is unchanged.
        #expect(HTMLRenderer(content: LongPage()).html == long)
    }

    @Test("A text styled by one run's font and color renders like the environment's font and color")
    func oneRunTextMatchesEnvironmentStyling() {
        let byRun = VStack { Text("Title").font(.headline).foregroundStyle(.red) }
        let byEnvironment = VStack { Text("Title") }.font(.headline).foregroundStyle(.red)
        #expect(html(byRun) == html(byEnvironment))
        #expect(html(byRun).contains(#"<span class="s-t s-f-headline" style="color:var(--s-red-text);">Title</span>"#))
        // Dynamic Type sizes the run's font as it sizes the environment's.
        #expect(html(byRun.dynamicTypeSize(.xxxLarge)) == html(byEnvironment.dynamicTypeSize(.xxxLarge)))
        #expect(html(byRun.dynamicTypeSize(.xxxLarge)) != html(byRun))
    }

    @Test("Text case applies to a text styled by one run")
    func textCaseOnOneRunText() {
        let view = VStack { Text("Mixed Case").font(.headline) }.textCase(.uppercase)
        #expect(html(view).contains(#"<span class="s-t s-f-headline">MIXED CASE</span>"#))
    }

    @Test("A text style set on a plain string reads, compares and renders as one run in that font")
    func textStyleBesidePlainString() {
        let styled = Text("Title").font(.headline)
        var run = TextRun(string: "Title")
        run.font = .headline
        #expect(styled.runs == [run])
        #expect(styled == Text("Title").fontWeight(nil).font(.headline), "a run array with the same font is the same text")
        #expect(Set([styled, Text("Title").font(.headline)]).count == 1)
        #expect(styled != Text("Title").font(.subheadline))
        // Modifiers after the font keep it, in either order.
        #expect(html(Text("Title").font(.headline).italic()) == html(Text("Title").italic().font(.headline)))
        #expect(html(Text("Title").font(.headline).italic()).contains("s-f-headline"))
        // A later font replaces it; fonts that are more than a text style take a run, as before.
        #expect(html(Text("Title").font(.headline).font(.caption)) == html(Text("Title").font(.caption)))
        #expect(html(VStack { Text("Title").font(.headline.bold()) }) == html(VStack { Text("Title") }.font(.headline.bold())))
        #expect(html(VStack { Text("Title").font(.system(size: 13)) }) == html(VStack { Text("Title") }.font(.system(size: 13))))
        #expect(html(Text("Title").font(.headline).font(nil)) == html(Text("Title")))
        // Concatenation keeps each part's font.
        #expect(html(Text("A").font(.headline) + Text("B")) == html(Text("A").fontWeight(nil).font(.headline) + Text("B")))
        #expect(html(Text("A").font(.headline) + Text("B")).contains("font-weight:600;\">A</span>B"))
        #expect((Text("A").font(.headline) + Text("B")).runs.map(\.font) == [.headline, nil])
    }

    @Test("A hierarchical foreground set on a plain string reads, compares and renders as one run")
    func hierarchicalForegroundBesidePlainString() {
        let styled = Text("Note").font(.subheadline).foregroundStyle(.secondary)
        var run = TextRun(string: "Note")
        run.font = .subheadline
        run.foreground = .hierarchical(1)
        #expect(styled.runs == [run])
        #expect(styled == Text("Note").fontWeight(nil).foregroundStyle(.secondary).font(.subheadline))
        #expect(styled != Text("Note").font(.subheadline).foregroundStyle(.tertiary))
        let byEnvironment = VStack { Text("Note") }.font(.subheadline).foregroundStyle(.secondary)
        #expect(html(VStack { styled }) == html(byEnvironment))
        #expect(html(VStack { Text("Note").foregroundStyle(.secondary).font(.subheadline) }) == html(byEnvironment))
        // Later modifiers keep both; another foreground replaces it.
        #expect(html(styled.bold()) == html(Text("Note").bold().font(.subheadline).foregroundStyle(.secondary)))
        #expect(html(styled.foregroundStyle(.red)) == html(Text("Note").font(.subheadline).foregroundStyle(.red)))
        #expect(html(styled.foregroundColor(nil)) == html(Text("Note").font(.subheadline)))
    }

    @Test("System colors are written by name, with their text variants")
    func systemColorsByName() {
        let textVariants: [(Color, String)] = [
            (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
            (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"), (.brown, "brown"),
            (.gray, "gray"), (.accentColor, "accent"),
        ]
        for (color, name) in textVariants {
            #expect(html(Text("x").foregroundStyle(color)).contains("color:var(--s-\(name)-text);"), "\(name)")
            #expect(html(Rectangle().fill(color)).contains("background:var(--s-\(name));"), "\(name)")
        }
        let plain: [(Color, String)] = [
            (.primary, "primary"), (.secondary, "secondary"), (Color(uiColor: .tertiaryLabel), "tertiary"),
            (Color(uiColor: .quaternaryLabel), "quaternary"), (Color(uiColor: .systemBackground), "background"),
            (Color(uiColor: .secondarySystemBackground), "secondaryBackground"), (Color(uiColor: .separator), "separator"),
            (Color(uiColor: .systemFill), "fill"), (Color(uiColor: .systemGroupedBackground), "groupedBackground"),
            (Color(uiColor: .secondarySystemGroupedBackground), "secondaryGroupedBackground"),
        ]
        for (color, name) in plain {
            #expect(html(Text("x").foregroundStyle(color)).contains("color:var(--s-\(name));"), "\(name)")
            #expect(html(Rectangle().fill(color)).contains("background:var(--s-\(name));"), "\(name)")
        }
        // Translucent system colors are mixed, as before.
        #expect(html(Rectangle().fill(Color.red.opacity(0.5))).contains("background:color-mix(in srgb,var(--s-red) 50.0%,transparent);"))
    }
}
