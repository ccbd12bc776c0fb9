import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
    var body: String
    var modified: Date
}

struct NoteEditor: View {
    @Binding var note: Note
    @State private var showsDetails = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $note.title)
                .font(.title2.bold())
            Text("Edited \(note.modified, style: .date)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)

            TextEditor(text: $note.body)
                .frame(minHeight: 160)
                .scrollContentBackground(.hidden)
                .background(Color.yellow.opacity(0.1))
                .cornerRadius(8)

            DisclosureGroup("Details", isExpanded: $showsDetails) {
                LabeledContent("Characters", value: "\(note.body.count)")
                LabeledContent("Words") {
                    Text("\(note.body.split(separator: " ").count)")
                }
            }

            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding()
    }
}

struct NotesEditorPreview: View {
    @State private var note = Note(title: "Groceries", body: "Milk eggs bread", modified: Date(timeIntervalSince1970: 1_700_000_000))

    var body: some View {
        NoteEditor(note: $note)
    }
}

#Preview {
    NotesEditorPreview()
}
