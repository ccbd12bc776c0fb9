import SwiftUI

// A snackbar shown by a ViewModifier with a binding, auto-dismissed after a delay,
// sliding in from the bottom. Copy-to-clipboard with UIPasteboard triggers it.

struct Snackbar: Equatable {
    enum Kind { case info, success, error }
    var message: String
    var kind: Kind = .info
    var duration: Double = 2

    var tint: Color {
        switch kind {
        case .info: return Color(.darkGray)
        case .success: return .green
        case .error: return .red
        }
    }

    var icon: String {
        switch kind {
        case .info: return "info.circle.fill"
        case .success: return "checkmark.circle.fill"
        case .error: return "xmark.octagon.fill"
        }
    }
}

struct SnackbarModifier: ViewModifier {
    @Binding var snackbar: Snackbar?
    @State private var workItem: DispatchWorkItem?

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(
                ZStack {
                    if let snackbar = snackbar {
                        VStack {
                            Spacer()
                            HStack(alignment: .center, spacing: 12) {
                                Image(systemName: snackbar.icon)
                                    .foregroundColor(.white)
                                Text(snackbar.message)
                                    .font(Font.caption)
                                    .foregroundColor(.white)
                                Spacer(minLength: 10)
                                Button {
                                    dismiss()
                                } label: {
                                    Image(systemName: "xmark")
                                        .foregroundColor(.white)
                                }
                            }
                            .padding()
                            .background(snackbar.tint)
                            .cornerRadius(8)
                            .shadow(color: Color.black.opacity(0.25), radius: 4, x: 0, y: 1)
                            .padding(.horizontal, 16)
                        }
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
                .animation(.spring(), value: snackbar)
            )
            .onChange(of: snackbar) { value in
                show()
            }
    }

    private func show() {
        guard let snackbar = snackbar else { return }
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        if snackbar.duration > 0 {
            workItem?.cancel()
            let task = DispatchWorkItem { dismiss() }
            workItem = task
            DispatchQueue.main.asyncAfter(deadline: .now() + snackbar.duration, execute: task)
        }
    }

    private func dismiss() {
        withAnimation {
            snackbar = nil
        }
        workItem?.cancel()
        workItem = nil
    }
}

extension View {
    func snackbar(_ snackbar: Binding<Snackbar?>) -> some View {
        modifier(SnackbarModifier(snackbar: snackbar))
    }
}

struct InviteCodeView: View {
    @State private var snackbar: Snackbar?
    let code = "SWIFT-2024"

    var body: some View {
        VStack(spacing: 16) {
            Text("Your invite code")
                .font(.headline)
            Text(code)
                .font(.system(.title, design: .monospaced))
                .padding()
                .background(RoundedRectangle(cornerRadius: 10).strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [4])))
            Button {
                UIPasteboard.general.string = code
                snackbar = Snackbar(message: "Copied to clipboard", kind: .success)
            } label: {
                Label("Copy", systemImage: "doc.on.doc")
            }
            Button("Fail") {
                snackbar = Snackbar(message: "Network unavailable", kind: .error, duration: 0)
            }
        }
        .snackbar($snackbar)
    }
}

struct InviteCodeView_Previews: PreviewProvider {
    static var previews: some View {
        InviteCodeView()
    }
}
