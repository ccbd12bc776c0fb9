import SwiftUI

struct ChatMessage: Identifiable, Hashable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        Text(message.text)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(message.isMine ? .white : .primary)
            .background(
                message.isMine ? Color.blue : Color.gray.opacity(0.2),
                in: RoundedRectangle(cornerRadius: 18, style: .continuous)
            )
            .frame(maxWidth: 260, alignment: message.isMine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}

struct ChatThread: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(id: 1, text: "Are we still on for tonight?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 7pm at the usual place.", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            ChatBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages.count) {
                    withAnimation {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
            }

            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .textFieldStyle(.roundedBorder)
                    .lineLimit(1...4)
                Button {
                    messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
                    draft = ""
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title2)
                }
                .accessibilityLabel("Send")
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .padding()
            .background(.bar)
        }
    }
}

#Preview {
    ChatThread()
}
