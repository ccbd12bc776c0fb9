import StrataTesting
import StrataHTML
import SwiftUI
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

    @Test func aVariadicRootCapturingANonSendableValueRendersEachChild() {
        let output = HTMLRenderer(content: NumberedRows(CountingNumbering(first: 7)) {
            Text("Apples")
            Text("Pears")
        }).html
        let seven = output.range(of: ">7.<"), apples = output.range(of: ">Apples<")
        let eight = output.range(of: ">8.<"), pears = output.range(of: ">Pears<")
        #expect(seven != nil && apples != nil && eight != nil && pears != nil)
        if let seven, let apples, let eight, let pears {
            #expect(seven.lowerBound < apples.lowerBound)
            #expect(apples.lowerBound < eight.lowerBound)
            #expect(eight.lowerBound < pears.lowerBound)
        }
    }
}

@MainActor
@Suite("Main-actor view models in the Swift 6 language mode")
struct MainActorUserCodeTests {
    @Test func aScreenWithAMainActorModelRendersFromItsDefaults() {
        let output = HTMLRenderer(content: MailboxScreen()).html
        #expect(output.contains("Inbox"))
        #expect(output.contains("3 unread"))
        #expect(output.contains("Archive Invoice 42"))
        #expect(output.contains("Refreshed 0 times"))
    }

    @Test func theModelChangesThroughTheHostedScreen() async throws {
        let host = ViewHost(MailboxScreen())
        try host.tap("Archive Invoice 42")
        #expect(host.text.contains("2 unread"))
        #expect(!host.text.contains("Invoice 42"))
        await host.runTasks()
        #expect(host.text.contains("Refreshed 1 times"))
    }

    @Test func aMainActorPreviewContextIsMadeDuringARenderWithoutWaiting() {
        let clock = ContinuousClock()
        let start = clock.now
        let preview = AnyPreviewModifier(SampleMailbox()).apply(to: AnyView(MailboxCount()))
        let output = HTMLRenderer(content: preview).html
        #expect(output.contains("3 messages"))
        #expect(clock.now - start < .seconds(4), "the context was made inline, not after the fallback's wait")
    }

    @Test func shapesAndEffectsWithTheirOwnAnimatableDataRender() {
        let output = HTMLRenderer(content: NotchedCard()).html
        #expect(output.contains("<path"))
        #expect(output.contains("var(--s-orange)"))
    }
}
