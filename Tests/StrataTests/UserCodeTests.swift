import StrataHTML
import Testing
import UserCodeSwift6

@MainActor
@Suite("User code in the Swift 6 language mode")
struct UserCodeTests {
    @Test func foundationTypesComeWithSwiftUI() {
        let metrics = Metrics()
        #expect(metrics.ratio == 2)
        #expect(metrics.formatted(3.14159) == "3.1")
    }

    @Test func swift6ComponentRenders() {
        let output = HTMLRenderer(content: Badge(count: 3)).html
        #expect(output.contains(">3<"))
        #expect(output.contains(#"aria-label="3 unread""#))
        #expect(output.contains("border-radius:9999px"))
    }
}
