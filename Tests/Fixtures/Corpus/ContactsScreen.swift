import SwiftUI

// A modern list screen: swipe actions, search with scopes, refresh, a confirmation dialog about
// the swiped contact, an alert with a text field, sheet detents and a toolbar menu.

struct PressableFillStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    var tint: Color = .accentColor
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .padding(.vertical, 12).padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(tint.opacity(isEnabled ? 1 : 0.4), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.9 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct HoldToTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
    }
}

struct SwipedContact: Identifiable, Hashable { let id = UUID(); var name: String; var favorite = false }

struct OutlineNode: Identifiable { let id = UUID(); var title: String; var children: [OutlineNode]? }

struct ContactsScreen: View {
    @State private var contacts = [SwipedContact(name: "Ada"), SwipedContact(name: "Grace"), SwipedContact(name: "Linus")]
    @State private var query = ""
    @State private var scope = 0
    @State private var selection = Set<SwipedContact.ID>()
    @State private var toDelete: SwipedContact?
    @State private var renaming = false
    @State private var newName = ""
    @State private var showsDetails = false
    @State private var sort = "Name"

    var filtered: [SwipedContact] { query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(filtered) { contact in
                    Text(contact.name)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) { toDelete = contact } label: { Label("Delete", systemImage: "trash") }
                            Button { } label: { Label("Pin", systemImage: "pin") }.tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button { } label: { Label("Favorite", systemImage: "star") }.tint(.yellow)
                        }
                }
                OutlineGroup([OutlineNode(title: "Root", children: [OutlineNode(title: "Leaf", children: nil)])], children: \.children) { item in
                    Text(item.title)
                }
                DisclosureGroup("More") { Text("Hidden") }
            }
            .searchable(text: $query, prompt: "Search contacts")
            .searchScopes($scope) { Text("All").tag(0); Text("Favorites").tag(1) }
            .refreshable { try? await Task.sleep(nanoseconds: 1_000_000) }
            .confirmationDialog("Delete contact?", isPresented: Binding(get: { toDelete != nil }, set: { if !$0 { toDelete = nil } }), titleVisibility: .visible, presenting: toDelete) { contact in
                Button("Delete \(contact.name)", role: .destructive) { contacts.removeAll { $0.id == contact.id } }
            } message: { contact in
                Text("This removes \(contact.name).")
            }
            .alert("Rename", isPresented: $renaming) {
                TextField("Name", text: $newName)
                Button("OK") { }
                Button("Cancel", role: .cancel) { }
            }
            .sheet(isPresented: $showsDetails) {
                Text("Details")
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort", selection: $sort) {
                            Text("Name").tag("Name")
                            Text("Date").tag("Date")
                        }
                        Button("Details") { showsDetails = true }
                    } label: { Label("Options", systemImage: "line.3.horizontal.decrease.circle") }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Rename") { renaming = true }.buttonStyle(PressableFillStyle(tint: .green))
                }
            }
            .navigationTitle("Contacts")
            .popover(isPresented: .constant(false)) { Text("Tip") }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Hold to refresh") {}.buttonStyle(HoldToTriggerStyle()).padding()
        }
    }
}

#Preview { ContactsScreen() }
