/// A SwiftUI view that wraps a UIKit view. The UIKit view is made and updated once per render;
/// on the web it draws its SwiftUI counterpart (see `UIView`), or nothing.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}

/// What a representable's methods receive.
nonisolated public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the view.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction { Transaction() }
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        nonisolated(unsafe) let view = view
        _renderRepresentableCounterpart(inputs: inputs, outputs: &outputs) { environment in
            let context = UIViewRepresentableContext<Self>(coordinator: view.makeCoordinator(), environment: environment)
            let uiView = view.makeUIView(context: context)
            view.updateUIView(uiView, context: context)
            guard !uiView.isHidden, let counterpart = uiView._swiftUIView else { return nil }
            return counterpart
        }
    }
}
