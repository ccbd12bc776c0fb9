import SwiftUI

/// A list of events as they happen, for pages that show actions travelling through the tree.
nonisolated struct EventLog: View {
    let entries: [String]
    let clear: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Event log").font(.headline)
                Spacer()
                Button("Clear log", action: clear).disabled(entries.isEmpty)
            }
            if entries.isEmpty {
                Text("No events yet. Press the button above.").foregroundStyle(.secondary)
            } else {
                ForEach(entries, id: \.self) { entry in
                    Text(entry).font(.callout.monospaced())
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Event log")
    }
}
