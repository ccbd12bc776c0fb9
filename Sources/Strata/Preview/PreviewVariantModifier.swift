extension PreviewVariant {
    /// The view as this variant shows it: in its appearance, painted with that appearance's
    /// system background (white or black), with its Dynamic Type size, layout direction
    /// (right-to-left mirrors the layout) and locale. Fields the variant leaves nil keep the
    /// surrounding values.
    public func apply<Content: View>(to content: Content) -> some View {
        content
            .modifier(_PreviewVariantEnvironment(variant: self))
            .preferredColorScheme(colorScheme)
    }
}

/// Writes a variant's Dynamic Type size, layout direction and locale into the environment, and
/// marks the rendered subtree with its layout direction.
nonisolated public struct _PreviewVariantEnvironment: ViewModifier {
    let variant: PreviewVariant
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let variant = modifier.variant
        var inputs = inputs
        if let locale = variant.locale { inputs.environment.locale = locale }
        if let size = variant.dynamicTypeSize {
            let limits = inputs.environment.dynamicTypeSizeLimits
            inputs.environment.dynamicTypeSize = size.clamped(to: limits.lower, limits.upper)
        }
        guard let direction = variant.layoutDirection else {
            Content._makeView(content, inputs: inputs, outputs: &outputs)
            return
        }
        inputs.environment.layoutDirection = direction
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        outputs.apply(.layoutDirection(direction), from: start)
    }
}
