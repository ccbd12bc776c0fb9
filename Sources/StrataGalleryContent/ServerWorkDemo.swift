import SwiftUI

/// Work the server starts with `task(id:)`: the report is prepared on the server, and the finished
/// state reaches the browser as a pushed patch. "Prepare again" changes the id, which restarts the
/// work. Static pages have no lifetime, so an exported page shows the progress view.
struct ServerWorkDemo: View {
    @State private var request = 1
    @State private var report: String?

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
