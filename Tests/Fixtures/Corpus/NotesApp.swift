import SwiftUI

// An app file as Xcode's template starts it: the app owns its model and hands it to the window's
// views. (`@main` is left out only because this fixture is linked into the test binary, which has
// its own entry point; `scripts/check-corpus` type-checks an `@main` app file too.)
struct NotesApp: App {
    @StateObject private var model = NotesModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Notes") {
            NavigationStack {
                NotesList()
            }
            .environmentObject(model)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { model.save() }
        }
        .commands {
            CommandGroup(replacing: .newItem) {
                Button("New Note") { model.add() }
                    .keyboardShortcut("n")
            }
            SidebarCommands()
        }
        #if os(macOS)
        Settings {
            Text("Preferences")
        }
        #endif
    }
}

@MainActor
final class NotesModel: ObservableObject {
    @Published var notes = ["Groceries", "Ideas"]
    func add() { notes.append("Note \(notes.count + 1)") }
    func save() {}
}

struct NotesList: View {
    @EnvironmentObject var model: NotesModel

    var body: some View {
        List {
            ForEach(model.notes, id: \.self) { note in
                Label(note, systemImage: "note.text")
            }
        }
        .navigationTitle("Notes")
        .toolbar {
            Button {
                model.add()
            } label: {
                Image(systemName: "square.and.pencil")
            }
            .accessibilityLabel("New note")
        }
    }
}
