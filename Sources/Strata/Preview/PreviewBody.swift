/// What a `#Preview` whose body returns explicitly shows: the view it returns, or, for a UIKit
/// preview, the view controller or UIView it returns, hosted as a representable is (a hosting
/// controller, label, image view or spinner draws its SwiftUI counterpart; other UIKit views draw
/// nothing on a server). The `#Preview` macro generates it; packages do not write it.
nonisolated public struct _PreviewBody: View {
    let content: AnyView

    @MainActor public init<V: View>(_ view: V) {
        content = AnyView(view)
    }

    @MainActor public init(_ controller: UIViewController) {
        content = AnyView(_PreviewedViewController(controller: controller))
    }

    @MainActor public init(_ view: UIView) {
        content = AnyView(_PreviewedUIView(view: view))
    }

    public var body: some View { content }
}

/// A view controller a UIKit preview returned.
struct _PreviewedViewController: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// A view a UIKit preview returned.
struct _PreviewedUIView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
