import SwiftUI

// A journal entry editor: TextEditor with a placeholder overlay, a character counter,
// keyboard toolbar, @FocusState and a .task that loads a draft. Typical iOS 15/16 tutorial code.

struct JournalEntry {
    var title = ""
    var body = ""
    var mood = 3
    var date = Date()
}

@MainActor
final class JournalStore: ObservableObject {
    @Published var draft = JournalEntry()
    @Published var isLoading = false

    func loadDraft() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 200_000_000)
        draft.title = "A quiet morning"
        isLoading = false
    }
}

struct JournalEditor: View {
    @StateObject private var store = JournalStore()
    @FocusState private var isEditorFocused: Bool
    @Environment(\.dismiss) private var dismiss
    private let limit = 500

    var body: some View {
        NavigationView {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Title", text: $store.draft.title)
                    .font(.title2.bold())

                Text(store.draft.date, style: .date)
                    .font(.caption)
                    .foregroundColor(.secondary)

                ZStack(alignment: .topLeading) {
                    if store.draft.body.isEmpty {
                        Text("What's on your mind?")
                            .foregroundColor(Color(.placeholderText))
                            .padding(.horizontal, 5)
                            .padding(.vertical, 8)
                    }
                    TextEditor(text: $store.draft.body)
                        .focused($isEditorFocused)
                        .frame(minHeight: 200)
                        .scrollContentBackground(.hidden)
                        .onChange(of: store.draft.body) { newValue in
                            if newValue.count > limit {
                                store.draft.body = String(newValue.prefix(limit))
                            }
                        }
                }
                .padding(8)
                .background(Color(.secondarySystemBackground))
                .cornerRadius(12)

                HStack {
                    Text("\(store.draft.body.count)/\(limit)")
                        .font(.caption.monospacedDigit())
                        .foregroundColor(store.draft.body.count > limit - 50 ? .orange : .secondary)
                    Spacer()
                    ForEach(1...5, id: \.self) { value in
                        Image(systemName: value <= store.draft.mood ? "star.fill" : "star")
                            .foregroundColor(.yellow)
                            .onTapGesture { store.draft.mood = value }
                    }
                }

                Spacer()
            }
            .padding()
            .overlay {
                if store.isLoading {
                    ProgressView("Loading draft…")
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(store.draft.title.isEmpty)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { isEditorFocused = false }
                }
            }
            .task {
                await store.loadDraft()
            }
        }
    }
}

struct JournalEditor_Previews: PreviewProvider {
    static var previews: some View {
        JournalEditor()
    }
}
