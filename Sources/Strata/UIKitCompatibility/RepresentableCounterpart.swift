/// Renders a representable (`UIViewRepresentable`, `UIViewControllerRepresentable`,
/// `NSViewRepresentable`): `counterpart` makes and updates the platform view on the main actor, with
/// the environment of the render, and returns the SwiftUI view that stands for it, or nil when
/// nothing shows (a hidden view, or one without a SwiftUI counterpart).
nonisolated func _renderRepresentableCounterpart(
    inputs: _ViewInputs, outputs: inout _ViewOutputs,
    _ counterpart: @MainActor (EnvironmentValues) -> AnyView?
) {
    nonisolated(unsafe) let environment = inputs.environment
    let view: AnyView? = _mainActorBound { counterpart(environment) }
    guard let view else { return }
    AnyView._makeView(view, inputs: inputs, outputs: &outputs)
}
