import StrataKit
import SwiftUI

/// `.modalCard(isPresented:)` in action: opens the card, and says how it was dismissed. Like an
/// iOS alert, the card is not dismissed by a tap beside it: only its buttons and Escape do.
nonisolated struct ModalCardPresentationDemo: View {
    @State private var isConfirming = false
    @State private var outcome = "The account is still there."

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Delete Account…", role: .destructive) { isConfirming = true }
                .buttonStyle(.bordered)
            Text(outcome).foregroundStyle(.secondary)
        }
        .modalCard(
            "Delete Account", isPresented: $isConfirming, message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) { outcome = "Account deleted." },
            secondaryButton: .cancel { outcome = "Kept the account." }
        ) { reason in
            outcome += " Dismissed by \(Self.describe(reason))."
        }
    }

    private static func describe(_ reason: ModalCardDismissal) -> String {
        switch reason {
        case .primaryAction: "the primary action"
        case .secondaryAction: "the secondary action"
        case .escape: "Escape"
        case .outsideTap: "a tap outside"
        }
    }
}
