import SwiftUI

struct Message: Identifiable, Hashable {
    let id = UUID()
    var sender: String
    var subject: String
    var unread: Int
    var isFlagged = false
}

@Observable
final class InboxModel {
    var messages: [Message] = [
        Message(sender: "Anna", subject: "Lunch tomorrow?", unread: 2),
        Message(sender: "Build Bot", subject: "All checks passed", unread: 0),
        Message(sender: "Marco", subject: "Slides for Friday", unread: 5, isFlagged: true),
    ]
    var searchText = ""

    var filtered: [Message] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter { $0.sender.localizedCaseInsensitiveContains(searchText) || $0.subject.localizedCaseInsensitiveContains(searchText) }
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

struct InboxList: View {
    @State private var model = InboxModel()
    @State private var isHovering = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.filtered) { message in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                    }
                    .badge(message.unread)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            model.messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button("Flag") {}
                        Button("Mark as read") {}
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Inbox")
            .searchable(text: $model.searchText, prompt: "Search mail")
            .refreshable {
                await model.refresh()
            }
            .task {
                await model.refresh()
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("Compose")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(model.messages.count) messages")
                        .font(.caption)
                }
            }
            .onHover { hovering in
                isHovering = hovering
            }
        }
    }
}

#Preview {
    InboxList()
}
