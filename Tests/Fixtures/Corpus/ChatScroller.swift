import SwiftUI

// A chat screen that scrolls to the newest message: ScrollViewReader, scrollTo(_:anchor:),
// both onChange forms, a composer pinned with safeAreaInset over a material.

struct ChatLine: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
    let sent: Date
}

struct MessageBubble: View {
    let message: ChatLine

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            VStack(alignment: message.isMine ? .trailing : .leading, spacing: 2) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .background(message.isMine ? Color.blue : Color(.systemGray5))
                    .foregroundColor(message.isMine ? .white : .primary)
                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                Text(message.sent, style: .time)
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatScroller: View {
    @State private var messages: [ChatLine] = [
        ChatLine(text: "Hey! Are we still on for tonight?", isMine: false, sent: Date().addingTimeInterval(-600)),
        ChatLine(text: "Yes, 7pm works", isMine: true, sent: Date().addingTimeInterval(-300)),
    ]
    @State private var draft = ""
    @State private var unread = 0
    private let bottomID = "bottom"

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        MessageBubble(message: message)
                            .id(message.id)
                    }
                    Color.clear.frame(height: 1).id(bottomID)
                }
                .padding(.horizontal)
            }
            .onAppear {
                proxy.scrollTo(bottomID)
            }
            .onChange(of: messages.count) { _ in
                withAnimation(.easeOut) {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }
            .onChange(of: messages) { oldValue, newValue in
                unread = max(0, newValue.count - oldValue.count)
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(send)
                    Button(action: send) {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding()
                .background(.ultraThinMaterial)
            }
        }
        .navigationTitle("Sam")
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatLine(text: text, isMine: true, sent: Date()))
        draft = ""
    }
}

struct ChatScroller_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ChatScroller()
        }
    }
}
