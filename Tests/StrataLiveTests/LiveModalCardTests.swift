@testable import StrataLive
import Foundation
import StrataKit
import SwiftUI
import Testing

private final class Outcomes: @unchecked Sendable {
    var reasons: [ModalCardDismissal] = []
}

private struct Screen: View {
    let outcomes: Outcomes
    @State private var isPresented = true

    var body: some View {
        Text("Account")
            .modalCard(
                "Delete Account", isPresented: $isPresented, message: "This action cannot be undone.",
                primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel()
            ) { outcomes.reasons.append($0) }
    }
}

@MainActor
@Suite("Live ModalCard")
struct LiveModalCardTests {
    @Test func escapeDismissesAndReportsWhy() throws {
        let outcomes = Outcomes()
        let session = LiveSession(Screen(outcomes: outcomes))
        let html = session.html
        // The key handler sits on the card; the client sends the key to the element that declares it.
        let match = try #require(html.range(of: #"data-s-keys="Escape" data-s="[0-9A-Za-z_\-]+""#, options: .regularExpression))
        let node = html[match].split(separator: "\"")[3]
        let replies = session.receive(#"{"seq":1,"node":"\#(node)","kind":"key","value":"Escape"}"#)
        #expect(replies.first?.hasPrefix(#"{"t":"patch","seq":1"#) == true)
        #expect(outcomes.reasons == [.escape])
        #expect(!session.html.contains("alertdialog"))
    }
}
