// A toast with platform blur, gestures and attributed text, as toast packages write it.
import SwiftUI

/// A toast that shows the center's current message.
public struct ToastView: View {
    @ObservedObject var center: ToastCenter
    var dismissible: Bool

    public init(center: ToastCenter, dismissible: Bool = true) {
        self.center = center
        self.dismissible = dismissible
    }

    public var body: some View {
        if let text = center.current {
            HStack {
                ArcSpinner(count: 2)
                Text(AttributedString(NSAttributedString(string: text)))
                    .padding(.horizontal, Screen.edgeInsets.left)
            }
            .padding(.vertical, Screen.edgeInsets.top)
            .background(Blur())
            .background(Material.thin)
            .animation(.easeInOut) { content in
                content.opacity(0.95)
            }
            .simultaneousGesture(DragGesture().onEnded { _ in center.dismiss() }, isEnabled: dismissible)
            .accessibilityLabel(text)
        }
    }
}

#if os(iOS)
/// The platform blur behind the toast.
struct Blur: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}
#else
/// The platform blur behind the toast (the macOS branch, which Linux compiles).
struct Blur: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .popover
        view.blendingMode = .withinWindow
        view.state = .active
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}
#endif

/// Measures a view as wrapping layouts do, through a hosting controller.
public func measuredWidth<V: View>(of view: V) -> CGFloat {
    #if os(macOS)
    let controller = NSHostingController(rootView: view)
    #else
    let controller = UIHostingController(rootView: view)
    #endif
    return controller.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
}
