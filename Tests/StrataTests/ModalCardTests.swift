import ModalCardDesigns
import SnapshotTesting
import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// The seed's four ModalCard designs, compiled as ordinary SwiftUI code, render as the card it
/// describes and run their actions when tapped.
@MainActor
@Suite("ModalCard designs")
struct ModalCardTests {
    @Test func slotDesignRendersCardAndRunsActions() throws {
        let tally = Tally()
        let card = SlotDesign.ModalCard(title: "Delete Account", message: "This action cannot be undone.") {
            Button("Delete", role: .destructive) { tally.hit("delete") }
        } secondaryAction: {
            Button("Cancel", role: .cancel) { tally.hit("cancel") }
        }
        let host = ViewHost(card)
        try host.tap("Delete")
        try host.tap("Cancel")
        #expect(tally.events == ["delete", "cancel"])
        assertCardLook(host.html, title: "Delete Account")
        // Secondary first, then primary, side by side.
        #expect(host.controlNames == ["Cancel", "Delete"])
    }

    @Test func restrictedDesign() throws {
        let tally = Tally()
        let host = ViewHost(RestrictedDesign.ModalCard(title: "Discard", message: "Lost.", onDelete: { tally.hit("delete") }, onCancel: { tally.hit("cancel") }))
        try host.tap("Delete")
        #expect(tally.events == ["delete"])
        assertCardLook(host.html, title: "Discard")
    }

    @Test func factoryDesignUsesSwiftUIButtonInsideNestedButton() throws {
        let tally = Tally()
        let card = FactoryDesign.ModalCard(
            title: "Remove Photo", message: "Gone for good.",
            primaryButton: .destructive(Text("Remove")) { tally.hit("remove") },
            secondaryButton: .cancel { tally.hit("cancel") }
        )
        let host = ViewHost(card)
        try host.tap("Remove")
        try host.tap("Cancel")
        #expect(tally.events == ["remove", "cancel"])
        #expect(host.html.contains("s-role-destructive"))
        assertCardLook(host.html, title: "Remove Photo")
    }

    @Test func strategyDesignErasesToAnyView() throws {
        let tally = Tally()
        let card = StrategyDesign.ModalCard(
            title: "Sign Out", message: "See you soon.",
            primaryButton: .destructive(Text("Sign Out")) { tally.hit("out") },
            secondaryButton: .cancel { tally.hit("cancel") }
        )
        let host = ViewHost(card)
        try host.tap("Sign Out")
        #expect(tally.events == ["out"])
        assertCardLook(host.html, title: "Sign Out")
    }

    @Test func htmlSnapshots() {
        let slot = SlotDesign.ModalCard(title: "Delete Account", message: "This action cannot be undone.") {
            Button("Delete", role: .destructive) {}
        } secondaryAction: {
            Button("Cancel", role: .cancel) {}
        }
        assertSnapshot(of: HTMLRenderer(content: slot).html, as: .lines, named: "slot")
        let factory = FactoryDesign.ModalCard(title: "Remove", message: "Sure?", primaryButton: .destructive(Text("Remove")) {}, secondaryButton: .cancel())
        assertSnapshot(of: HTMLRenderer(content: factory).html, as: .lines, named: "factory")
        let styled = slot.buttonStyle(.borderedProminent).colorScheme(.dark)
        assertSnapshot(of: HTMLRenderer(content: styled).html, as: .lines, named: "slot-prominent")
    }

    @Test func renderingIsDeterministicAndConcurrent() async {
        let expected = HTMLRenderer(content: cardForConcurrency(0)).html
        let outputs = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<64 {
                group.addTask { (index, HTMLRenderer(content: cardForConcurrency(index)).html) }
            }
            var results: [(Int, String)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(outputs.count == 64)
        for (index, output) in outputs {
            #expect(output == expected.replacingOccurrences(of: "Card 0", with: "Card \(index)"))
        }
    }

    /// The card the seed describes: rounded white card, soft shadow, headline title, secondary
    /// centered message, two buttons side by side.
    private func assertCardLook(_ html: String, title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(html.contains("background:rgb(255,255,255);border-radius:20px;box-shadow:0px 2px 5px rgba(0,0,0,0.1)"), sourceLocation: sourceLocation)
        #expect(html.contains(#"<span class="s-t s-f-headline""#) && html.contains(">\(title)</span>"), sourceLocation: sourceLocation)
        #expect(html.contains(#"class="s-t s-f-subheadline" style="color:var(--s-secondary);text-align:center;""#), sourceLocation: sourceLocation)
        #expect(html.contains(#"<div class="s-h" style="gap:15px;padding:16px;"><button"#), sourceLocation: sourceLocation)
        #expect(html.components(separatedBy: "<button").count == 3, sourceLocation: sourceLocation)
    }
}

/// Built of Strata's own views, which are not bound to the main actor, so any thread may render it
/// (a user's views are main-actor bound and render on the main actor).
private func cardForConcurrency(_ index: Int) -> some View {
    VStack(spacing: 8) {
        Text("Card \(index)").font(.headline)
        Text("<Hostile> & \"quoted\"").foregroundStyle(.secondary)
        HStack {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 20).fill(.white))
}
