/// A style with its body type erased: renders the style's body for a configuration. Styles are
/// kept in the environment in this form (`ButtonStyle`, `ToggleStyle`, `LabelStyle`, ...).
struct StyleRenderer<Configuration> {
    private let render: (Configuration, _ViewInputs, inout _ViewOutputs) -> Void

    init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
        render = { configuration, inputs, outputs in
            Body._makeView(makeBody(configuration), inputs: inputs, outputs: &outputs)
        }
    }

    /// A style's main-actor `makeBody`, called by the renderer (see `_mainActorBound`).
    init<Style, Body: View>(_ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body) {
        self.init(_boundToStyle(style, makeBody))
    }

    func makeBody(_ configuration: Configuration, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        render(configuration, inputs, &outputs)
    }
}
