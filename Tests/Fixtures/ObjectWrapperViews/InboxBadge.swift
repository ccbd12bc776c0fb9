import SwiftUI

// A badge that listens to a subject and to an ObservableObject's publisher.

final class Inbox: ObservableObject {
    @Published var unread = 0
}

struct Badge: View {
    @ObservedObject var inbox: Inbox
    let pings: PassthroughSubject<String, Never>
    @State private var seen: [String] = []
    @State private var lastUnread = 0
    @State private var shows = true

    var body: some View {
        VStack {
            if shows {
                Text("Pings: \(seen.joined(separator: ","))")
                    .onReceive(pings) { seen.append($0) }
            }
            Text("Unread: \(lastUnread)")
                .onReceive(inbox.$unread) { lastUnread = $0 }
            Button("Hide") { shows = false }
        }
    }
}
