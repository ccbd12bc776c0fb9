/// Renders `view` once, without persistent state: every `@State` has its initial value.
/// Safe to call concurrently: each call has its own render pass.
public func _renderStatically<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> [RenderNode] {
    let pass = RenderPass(graph: nil)
    let inputs = _ViewInputs(environment: environment, identity: .root, pass: pass, owner: nil)
    var outputs = _ViewOutputs()
    withExtendedLifetime(pass) { V._makeView(view, inputs: inputs, outputs: &outputs) }
    return outputs.nodes
}
