import SwiftUI
import Combine

// iOS 13-era list code: NavigationView, navigationBarItems, ActionSheet, the old TextField
// callbacks, and a hand-written objectWillChange.

struct GroceryItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var done: Bool
}

class GroceryStore: ObservableObject {
    @Published var items: [GroceryItem] = [GroceryItem(name: "Milk", done: false), GroceryItem(name: "Eggs", done: true)]
    let objectWillChange = ObservableObjectPublisher()
    func toggle(_ item: GroceryItem) {
        objectWillChange.send()
        if let i = items.firstIndex(of: item) { items[i].done.toggle() }
    }
}

struct GroceryList: View {
    @ObservedObject var store = GroceryStore()
    @State private var showingSheet = false
    @State private var selected: GroceryItem?
    @State private var showActionSheet = false
    @State private var newName = ""
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("To buy").font(.headline), footer: Text("\(store.items.count) items")) {
                    ForEach(store.items) { item in
                        HStack {
                            Image(systemName: item.done ? "checkmark.square" : "square")
                                .renderingMode(.template)
                                .foregroundColor(item.done ? .green : .gray)
                            Text(item.name).strikethrough(item.done)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { store.toggle(item) }
                        .contextMenu {
                            Button(action: { selected = item }) { Label("Details", systemImage: "info.circle") }
                        }
                    }
                    .onDelete { store.items.remove(atOffsets: $0) }
                    .onMove { store.items.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    TextField("New item", text: $newName, onEditingChanged: { _ in }, onCommit: add)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                        .autocapitalization(.words)
                        .disableAutocorrection(true)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Groceries", displayMode: .inline)
            .navigationBarItems(leading: EditButton(), trailing: Button(action: { showActionSheet = true }) { Image(systemName: "ellipsis.circle") })
            .actionSheet(isPresented: $showActionSheet) {
                ActionSheet(title: Text("Options"), message: nil, buttons: [
                    .default(Text("Add sample")) { add() },
                    .destructive(Text("Clear")) { store.items.removeAll() },
                    .cancel()
                ])
            }
            .sheet(item: $selected) { item in
                VStack { Text(item.name); Button("Close") { selected = nil } }
            }
            .alert(isPresented: $showingSheet) {
                Alert(title: Text("Hi"), message: Text("Message"), dismissButton: .default(Text("OK")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .onAppear { UITableView.appearance().backgroundColor = .clear }
    }

    func add() {
        guard !newName.isEmpty else { return }
        store.items.append(GroceryItem(name: newName, done: false))
        newName = ""
    }
}

struct GroceryList_Previews: PreviewProvider {
    static var previews: some View {
        GroceryList().environment(\.colorScheme, .dark).previewLayout(.sizeThatFits)
    }
}
