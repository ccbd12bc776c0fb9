import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoList: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog", isDone: true),
        TodoItem(title: "Write report"),
    ]
    @State private var newTitle = ""
    @State private var showingHelp = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Add")) {
                    HStack {
                        TextField("New task", text: $newTitle)
                            .onSubmit(add)
                        Button("Add", action: add)
                            .disabled(newTitle.isEmpty)
                    }
                }
                Section(header: Text("Tasks"), footer: Text("\(items.filter(\.isDone).count) of \(items.count) done")) {
                    ForEach($items) { $item in
                        Toggle(item.title, isOn: $item.isDone)
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                }
                .headerProminence(.increased)
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Todo", displayMode: .inline)
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button(action: { showingHelp = true }) {
                    Image(systemName: "questionmark.circle")
                }
                .accessibilityLabel("Help")
            )
            .popover(isPresented: $showingHelp) {
                VStack(spacing: 12) {
                    Text("Swipe a task to delete it.")
                    Button("Open the guide") {
                        if let url = URL(string: "https://example.com/guide") {
                            openURL(url)
                        }
                    }
                }
                .padding()
                .presentationDragIndicator(.visible)
            }
        }
    }

    private func add() {
        guard !newTitle.isEmpty else { return }
        withAnimation {
            items.append(TodoItem(title: newTitle))
        }
        newTitle = ""
    }
}

struct TodoList_Previews: PreviewProvider {
    static var previews: some View {
        TodoList()
    }
}
