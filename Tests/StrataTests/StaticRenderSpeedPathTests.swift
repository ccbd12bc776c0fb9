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
}
