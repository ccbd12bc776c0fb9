/// A SwiftUI view that wraps a UIKit view controller. As with `UIViewRepresentable`, the controller
/// is made and updated once per render and its view is drawn as its SwiftUI counterpart: a
/// `UIHostingController`'s view is its root view; other controllers draw what their view stands for.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}

/// What a view controller representable's methods receive.
nonisolated public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the view.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction { Transaction() }
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        nonisolated(unsafe) let view = view
        _renderRepresentableCounterpart(inputs: inputs, outputs: &outputs) { environment in
            let context = UIViewControllerRepresentableContext<Self>(coordinator: view.makeCoordinator(), environment: environment)
            let controller = view.makeUIViewController(context: context)
            view.updateUIViewController(controller, context: context)
            guard let controllerView = controller.view, !controllerView.isHidden, let counterpart = controllerView._swiftUIView else { return nil }
            return counterpart
        }
    }
}
