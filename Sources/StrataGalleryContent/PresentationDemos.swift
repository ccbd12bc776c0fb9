import SwiftUI

/// A sheet at the medium detent, which can also rest at full height: the grabber on top, the
/// page dimmed above it.
nonisolated struct MediumSheetDemo: View {
    @State private var isShown = false

    var body: some View {
        Button("Show Filters") { isShown = true }
            .buttonStyle(.bordered)
            .sheet(isPresented: $isShown) {
                VStack(spacing: 12) {
                    Text("Filters").font(.headline)
                    Toggle("Only favorites", isOn: .constant(true))
                    Button("Done") { isShown = false }
                }
                .padding()
                .presentationDetents([.medium, .large])
            }
    }
}

/// A confirmation dialog, drawn at phone width as an iOS action sheet: the choices in one group,
/// the cancel button apart below it.
nonisolated struct PhotoOptionsDemo: View {
    @State private var isAsking = false
    @State private var outcome = "No choice made yet."

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Photo Options") { isAsking = true }
                .buttonStyle(.bordered)
            Text(outcome).foregroundStyle(.secondary)
        }
        .confirmationDialog("Photo", isPresented: $isAsking, titleVisibility: .visible) {
            Button("Share Photo") { outcome = "Shared." }
            Button("Delete Photo", role: .destructive) { outcome = "Deleted." }
        } message: {
            Text("Deleted photos stay in Recently Deleted for 30 days.")
        }
    }
}
