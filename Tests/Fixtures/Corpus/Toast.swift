import SwiftUI

struct Toast: Equatable {
    enum Style {
        case success, error, info

        var color: Color {
            switch self {
            case .success: return .green
            case .error: return .red
            case .info: return .blue
            }
        }

        var icon: String {
            switch self {
            case .success: return "checkmark.circle.fill"
            case .error: return "xmark.octagon.fill"
            case .info: return "info.circle.fill"
            }
        }
    }

    var style: Style
    var message: String
    var duration: Double = 2
}

struct ToastView: View {
    let toast: Toast
    var onCancel: () -> Void

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: toast.style.icon)
                .foregroundColor(toast.style.color)
            Text(toast.message)
                .font(.subheadline)
            Spacer(minLength: 10)
            Button {
                onCancel()
            } label: {
                Image(systemName: "xmark")
            }
            .accessibilityLabel("Dismiss")
        }
        .padding()
        .background(.ultraThinMaterial)
        .cornerRadius(12)
        .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
        .padding(.horizontal, 16)
    }
}

struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(
                ZStack {
                    if let toast = toast {
                        VStack {
                            Spacer()
                            ToastView(toast: toast) {
                                dismiss()
                            }
                        }
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + toast.duration) {
                                dismiss()
                            }
                        }
                    }
                }
                .animation(.spring(), value: toast)
            )
    }

    private func dismiss() {
        withAnimation {
            toast = nil
        }
    }
}

extension View {
    func toastView(toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

struct ToastDemo: View {
    @State private var toast: Toast? = Toast(style: .success, message: "Saved successfully")

    var body: some View {
        VStack(spacing: 20) {
            Button("Show error") {
                toast = Toast(style: .error, message: "Something went wrong")
            }
            Button("Show info") {
                toast = Toast(style: .info, message: "You have 3 new messages")
            }
        }
        .toastView(toast: $toast)
    }
}

#Preview {
    ToastDemo()
}
