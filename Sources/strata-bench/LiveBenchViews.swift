import StrataKit
import SwiftUI

/// The live benchmark's ModalCard screen: a button opens the card, Cancel closes it.
nonisolated struct LiveModalScreen: View {
    @State private var isConfirming = false
    @State private var outcome = "Nothing yet"

    var body: some View {
        VStack(spacing: 12) {
            Text("Account settings").font(.title2)
            Text(outcome).foregroundStyle(.secondary)
            Button("Delete Account…", role: .destructive) { isConfirming = true }
        }
        .modalCard(
            "Delete Account", isPresented: $isConfirming, message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) { outcome = "Deleted" },
            secondaryButton: .cancel { outcome = "Kept" }
        )
    }
}

/// A text field whose value another view shows, for keystroke patches.
nonisolated struct LiveTypingScreen: View {
    @State private var amount = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Amount", text: $amount)
            Text("You typed \(amount.count) characters: \(amount)")
        }
    }
}

/// A counter: every event's patch says which count it produced, so order is checkable.
nonisolated struct LiveCounterScreen: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}
