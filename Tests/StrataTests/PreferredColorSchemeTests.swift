import SwiftUI
import Testing

@MainActor
@Suite("Preferred color scheme")
struct PreferredColorSchemeTests {
    @Test func paintsTheAppearancesBackground() {
        let output = html(Text("Night").preferredColorScheme(.dark))
        #expect(output.contains("s-dark"))
        #expect(output.contains("var(--s-background)"))
        #expect(!html(Text("Day").preferredColorScheme(nil)).contains("s-dark"))
    }

    @Test func fieldsWithoutLabelOrPromptStillHaveAName() {
        #expect(html(TextEditor(text: .constant("Milk"))).contains(#"aria-label="Text""#))
        #expect(!html(TextField("Name", text: .constant(""))).contains(#"aria-label="Text""#))
    }
}
