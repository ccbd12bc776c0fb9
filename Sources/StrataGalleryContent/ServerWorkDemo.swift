import SwiftUI

/// Work the server starts with `task(id:)`: the report is prepared on the server, and the finished
/// state reaches the browser as a pushed patch. "Prepare again" changes the id, which restarts the
/// work. A timer ticks on the server through `onReceive`. Static pages have no lifetime, so an
/// exported page shows the progress view and no ticks.
nonisolated struct ServerWorkDemo: View {
    @State private var request = 1
    @State private var report: String?
    @State private var seconds = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        GroupBox("Quarterly report") {
            VStack(alignment: .leading, spacing: 8) {
                if let report {
                    Label(report, systemImage: "checkmark.circle.fill")
                } else {
                    ProgressView("Preparing report \(request) on the server…")
                }
                Button("Prepare again") {
                    report = nil
                    request += 1
                }
                Text("This page has been open for \(seconds) s")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .onReceive(timer) { _ in seconds += 1 }
            }
        }
        .task(id: request) {
            try? await Task.sleep(for: .milliseconds(600))
            guard !Task.isCancelled else { return }
            report = "Report \(request) ready: 3 sections, 12 charts"
        }
        .frame(maxWidth: 420)
    }
}
