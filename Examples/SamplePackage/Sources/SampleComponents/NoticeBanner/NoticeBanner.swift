import SwiftUI

/// A banner that tells the person something happened, with up to two actions.
/// The icon slot takes any view; the message is optional.
public struct NoticeBanner<Icon: View>: View {
    private let title: String
    private let message: String?
    private let actions: [NoticeAction]
    private let icon: Icon
    private let onDismiss: () -> Void

    public init(
        _ title: String, message: String? = nil, actions: [NoticeAction] = [],
        onDismiss: @escaping () -> Void = {}, @ViewBuilder icon: () -> Icon
    ) {
        self.title = title
        self.message = message
        self.actions = actions
        self.onDismiss = onDismiss
        self.icon = icon()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            icon.font(.title2)
            VStack(alignment: .leading, spacing: 6) {
                Text(title).font(.headline)
                if let message {
                    Text(message).font(.subheadline).foregroundStyle(.secondary)
                }
                if !actions.isEmpty {
                    HStack(spacing: 16) {
                        ForEach(actions) { action in
                            Button(action.title) {
                                action.role == .dismiss ? onDismiss() : action.action()
                            }
                            .fontWeight(action.role == .primary ? .semibold : .regular)
                        }
                    }
                    .padding(.top, 4)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.5).opacity(0.12)))
    }
}

extension NoticeBanner where Icon == Image {
    /// A banner with a system symbol as its icon.
    public init(_ title: String, message: String? = nil, systemImage: String, actions: [NoticeAction] = [], onDismiss: @escaping () -> Void = {}) {
        self.init(title, message: message, actions: actions, onDismiss: onDismiss) { Image(systemName: systemImage) }
    }
}

struct NoticeBanner_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NoticeBanner("Saved", message: "Your changes are in the cloud.", systemImage: "checkmark.circle")
                .previewDisplayName("Saved")
            NoticeBanner(
                "Upload failed", message: "The connection dropped at 80%.", systemImage: "exclamationmark.triangle",
                actions: [.primary("Retry") {}, .dismiss()]
            )
            .previewDisplayName("Failed with actions")
        }
        .padding()
    }
}

#Preview("Live dismissal") {
    @Previewable @State var isShown = true
    @Previewable @State var title = "Payment received"
    VStack {
        if isShown {
            NoticeBanner(title, message: "EUR 120.00 from Mia Chen", systemImage: "eurosign.circle", actions: [.dismiss()]) {
                isShown = false
            }
        } else {
            Button("Show again") { isShown = true }
        }
    }
    .padding()
}
