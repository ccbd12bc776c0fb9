import SwiftUI

/// A sheet, which a tap on its backdrop dismisses (an alert-style card is not dismissed that way).
nonisolated struct SheetDemo: View {
    @State private var isShown = false
    @State private var outcome = "No sheet shown yet."

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Show Sheet") { isShown = true }
                .buttonStyle(.bordered)
            Text(outcome).foregroundStyle(.secondary)
        }
        .sheet(isPresented: $isShown, onDismiss: { outcome = "The sheet was dismissed." }) {
            VStack(spacing: 12) {
                Text("Share Photos").font(.headline)
                Text("Tap beside the sheet, press Escape or choose Done.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                Button("Done") { isShown = false }
            }
            .padding()
        }
    }
}
