import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("StyledText")
struct StyledTextTests {
    @Test func tokensComeFromTheEnvironment() {
        let body = html(StyledText("Balance"))
        #expect(body.contains("s-f-subheadline"))  // the standard theme's body font
        let headline = html(StyledText("Balance").textStyle(.headline).emphasis(.strong))
        #expect(headline.contains("s-f-headline"))
        #expect(headline.contains("font-weight:700"))
        let fromAncestor = html(VStack { StyledText("Balance") }.textStyle(.caption))
        #expect(fromAncestor.contains("s-f-caption"))
    }

    @Test func concatenationStaysOneText() {
        let joined: StyledText = StyledText("€1,204") + StyledText(" available").emphasis(.subtle) + Text("!")
        let output = html(VStack { joined }.emphasis(.strong))
        // One text element, three runs.
        #expect(output.components(separatedBy: #"class="s-t"#).count == 2)
        #expect(output.contains("€1,204") && output.contains(" available") && output.contains("!"))
        // The subtle segment keeps its own emphasis; the others follow the environment.
        #expect(output.components(separatedBy: "font-weight:700").count == 3)
        let leadingText: StyledText = Text("Total: ") + StyledText("€9")
        #expect(html(leadingText).contains("Total: "))
        let resolved: Text = joined.resolved()
        #expect(html(resolved).contains(" available"))
    }

    @Test func snapshotsPerThemeAndScheme() {
        for (name, theme, scheme) in themeMatrix() {
            let view = VStack(alignment: .leading) {
                StyledText("Title").textStyle(.title)
                StyledText("Balance: ") + StyledText("€1,204").emphasis(.strong) + StyledText(" pending").emphasis(.subtle)
                StyledText("Updated today").textStyle(.caption)
            }
            .strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(view), as: .lines, named: name)
        }
    }
}
