/// Renders `view` once, without persistent state: every `@State` has its initial value, then
/// takes the changes that `onAppear` actions and layout feedback (`onPreferenceChange`,
/// `onGeometryChange`) make, as a snapshot on iOS shows the view after they ran. Safe to call concurrently: each call has its own render pass (or graph).
public func _renderStatically<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> [RenderNode] {
    let pass = RenderPass(graph: nil)
    let inputs = _ViewInputs(environment: environment, identity: .root, pass: pass, owner: nil)
    var outputs = _ViewOutputs()
    withExtendedLifetime(pass) { V._makeView(view, inputs: inputs, outputs: &outputs) }
    guard pass.needsSettling else { return outputs.nodes }
    // These actions need state that persists between passes: render again in a graph, which
    // runs them after its first pass and renders what they changed (bounded).
    return ViewGraph(view, environment: environment).renderTree
}
