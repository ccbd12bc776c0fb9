import SwiftUI
import UIKit

// A 2020-era HUD and toast: a UIKit blur wrapped in UIViewRepresentable (before materials), a
// UIActivityIndicatorView wrapper, and a toast queue shown from the top with a timer.

struct VisualEffectBlur: UIViewRepresentable {
    var blurStyle: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: blurStyle))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: blurStyle)
    }
}

struct ActivityIndicatorView: UIViewRepresentable {
    @Binding var isAnimating: Bool
    var style: UIActivityIndicatorView.Style = .large
    var color: UIColor = .white

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicatorView>) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: style)
        view.color = color
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicatorView>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct LoadingHUD: View {
    @Binding var isShowing: Bool
    var title = "Loading…"

    var body: some View {
        VStack(spacing: 12) {
            ActivityIndicatorView(isAnimating: $isShowing, style: .large, color: .secondaryLabel)
            Text(title)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding(24)
        .background(VisualEffectBlur(blurStyle: .systemThickMaterial))
        .cornerRadius(16)
        .shadow(color: Color.black.opacity(0.15), radius: 10, x: 0, y: 4)
        .opacity(isShowing ? 1 : 0)
    }
}

struct ToastItem: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let systemImage: String
}

struct TopToast: View {
    let item: ToastItem

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: item.systemImage)
                .font(.headline)
            Text(item.title)
                .font(.subheadline.weight(.semibold))
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 12)
        .background(VisualEffectBlur(blurStyle: .systemUltraThinMaterial))
        .clipShape(Capsule())
        .overlay(Capsule().stroke(Color.primary.opacity(0.08), lineWidth: 1))
    }
}

struct BlurToastDemo: View {
    @State private var isLoading = false
    @State private var toasts: [ToastItem] = []

    var body: some View {
        ZStack(alignment: .top) {
            LinearGradient(gradient: Gradient(colors: [.orange, .pink]), startPoint: .topLeading, endPoint: .bottomTrailing)
                .edgesIgnoringSafeArea(.all)

            VStack(spacing: 16) {
                Button("Upload photo") {
                    isLoading = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                        isLoading = false
                        show(ToastItem(title: "Photo uploaded", systemImage: "checkmark.circle.fill"))
                    }
                }
                Button("Show toast") {
                    show(ToastItem(title: "Copied link", systemImage: "link"))
                }
            }
            .buttonStyle(.borderedProminent)
            .frame(maxHeight: .infinity)

            if let toast = toasts.first {
                TopToast(item: toast)
                    .padding(.top, 8)
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .zIndex(1)
                    .onTapGesture { withAnimation { _ = toasts.removeFirst() } }
            }

            LoadingHUD(isShowing: $isLoading)
                .frame(maxHeight: .infinity)
        }
        .animation(.spring(response: 0.4, dampingFraction: 0.8), value: toasts)
    }

    private func show(_ toast: ToastItem) {
        withAnimation { toasts.append(toast) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation { toasts.removeAll { $0.id == toast.id } }
        }
    }
}

struct BlurToastDemo_Previews: PreviewProvider {
    static var previews: some View {
        BlurToastDemo()
        LoadingHUD(isShowing: .constant(true))
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
