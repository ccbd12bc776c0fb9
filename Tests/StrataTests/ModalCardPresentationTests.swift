import StrataKit
import StrataTesting
import SwiftUI
import Testing

private struct AccountScreen: View {
    let log: Tally
    @State private var isConfirming = false
    var body: some View {
        Button("Delete Account…") { isConfirming = true }
            .modalCard(
                "Delete Account", isPresented: $isConfirming, message: "This action cannot be undone.",
                primaryButton: .destructive(Text("Delete")) { log.hit("deleted") },
                secondaryButton: .cancel { log.hit("cancelled") }
            ) { reason in
                log.hit("dismissed: \(reason)")
            }
    }
}

@MainActor
@Suite("ModalCard presentation")
struct ModalCardPresentationTests {
    @Test func presentsAsAModalDialogAndReportsThePrimaryAction() throws {
        let log = Tally()
        let host = ViewHost(AccountScreen(log: log))
        #expect(!host.html.contains("aria-modal"))
        try host.tap("Delete Account…")
        #expect(host.html.contains(#"role="alertdialog" aria-modal="true" aria-label="Delete Account" aria-description="This action cannot be undone.""#))
        #expect(host.text.contains("This action cannot be undone."))
        try host.tap("Delete")
        #expect(log.events == ["deleted", "dismissed: primaryAction"])
        #expect(!host.html.contains("aria-modal"))
    }

    @Test func reportsTheSecondaryAction() throws {
        let log = Tally()
        let host = ViewHost(AccountScreen(log: log))
        try host.tap("Delete Account…")
        try host.tap("Cancel")
        #expect(log.events == ["cancelled", "dismissed: secondaryAction"])
    }

    @Test func notPresentedCardsOutsideAPresentationDoNotDismiss() throws {
        let log = Tally()
        let host = ViewHost(ModalCard(title: "Inline", message: "", primaryButton: .default(Text("OK")) { log.hit("ok") }, secondaryButton: .cancel()))
        try host.tap("OK")
        #expect(log.events == ["ok"])
    }
}
