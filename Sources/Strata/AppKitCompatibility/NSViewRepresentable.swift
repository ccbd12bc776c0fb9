/// A SwiftUI view that wraps an AppKit view (the macOS branch of a package). As with
/// `UIViewRepresentable`, the AppKit view is made and updated once per render and drawn as its
/// SwiftUI counterpart (see `NSView`), or nothing.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}

/// What an AppKit representable's methods receive.
nonisolated public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the view.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction { Transaction() }
}

nonisolated extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        nonisolated(unsafe) let view = view
        _renderRepresentableCounterpart(inputs: inputs, outputs: &outputs) { environment in
            let context = NSViewRepresentableContext<Self>(coordinator: view.makeCoordinator(), environment: environment)
            let nsView = view.makeNSView(context: context)
            view.updateNSView(nsView, context: context)
            guard !nsView.isHidden, let counterpart = nsView._swiftUIView else { return nil }
            return counterpart
        }
    }
}
