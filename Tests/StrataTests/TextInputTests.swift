import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("TextInput")
struct TextInputTests {
    @Test func typingWritesTheBinding() throws {
        let text = Box("")
        let host = ViewHost(TextInput("Reference", text: text.binding, prompt: "e.g. Rent"))
        try host.type("June rent", into: "Reference")
        #expect(text.value == "June rent")
        #expect(try ViewHost(TextInput("Reference", text: text.binding)).value(of: "Reference") == "June rent")
        #expect(host.html.contains(#"placeholder="e.g. Rent""#))
    }

    @Test func optionalLabelGetsSuffix() {
        let text = Box("")
        let optional = html(TextInput("Reference", text: text.binding, isOptional: true))
        let required = html(TextInput("Reference", text: text.binding))
        #expect(optional.contains(#"font-weight:600;color:var(--s-primary);">Reference (Optional)</span>"#))
        #expect(required.contains(#"font-weight:600;color:var(--s-primary);">Reference</span>"#))
        #expect(!required.contains("(Optional)"))
    }

    @Test func informationIsShownAndAnnounced() {
        let text = Box("")
        let withInfo = html(TextInput("IBAN", text: text.binding, information: "Starts with the country code"))
        #expect(withInfo.contains(">Starts with the country code</span>"))
        // The field is described by the information (a hidden copy inside its label).
        #expect(withInfo.contains(#"<span class="s-field-label" id="s-hint-"#))
        #expect(withInfo.contains(#">Starts with the country code</span><input"#) && withInfo.contains("aria-describedby=\"s-hint-"))
        #expect(!withInfo.contains("aria-invalid"))
        let without = html(TextInput("IBAN", text: text.binding))
        #expect(!without.contains("aria-describedby"))
    }

    @Test func embeddedStyleDrawsOnlyTheField() throws {
        let text = Box("")
        let host = ViewHost(TextInput("IBAN", text: text.binding, information: "Help").textInputStyle(.embedded))
        #expect(!host.html.contains("font-weight:600"))
        #expect(host.html.contains(#"aria-label="IBAN""#))
        // Only the field's hidden description says "Help"; no information text is drawn.
        #expect(host.html.components(separatedBy: ">Help</span>").count == 2)
        #expect(host.html.contains(#"<span class="s-field-label" id="s-hint-"#))
        try host.type("DE89", into: "IBAN")
        #expect(text.value == "DE89")
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        let text = Box("Rent")
        for (name, theme, scheme) in themeMatrix() {
            let input = TextInput("Reference", text: text.binding, isOptional: true, information: "Shown to the recipient")
                .strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(input.textInputStyle(.outlined)), as: .lines, named: "outlined-\(name)")
            assertSnapshot(of: html(input.textInputStyle(.embedded)), as: .lines, named: "embedded-\(name)")
        }
    }
}
