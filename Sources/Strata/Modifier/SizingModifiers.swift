/// How content fits a frame.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

nonisolated extension View {
    /// Fixes the view at its ideal size in both axes (it no longer grows or wraps).
    public consuming func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size in the chosen axes.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_EffectModifier(effect: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// How a stack shares space: higher priorities get space first.
    public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_EffectModifier(effect: .layoutPriority(value)))
    }

    /// Constrains the view to an aspect ratio.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_EffectModifier(effect: .aspectRatio(aspectRatio, contentMode)))
    }

    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / max(aspectRatio.height, 0.0001), contentMode: contentMode)
    }

    public consuming func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public consuming func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

nonisolated extension View {
    /// Blurs the view.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_EffectModifier(effect: .filter("blur(\(Double(radius))px)")))
    }

    public consuming func brightness(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("brightness(\(1 + amount))")))
    }

    public consuming func contrast(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("contrast(\(amount))")))
    }

    public consuming func saturation(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("saturate(\(amount))")))
    }

    public consuming func grayscale(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("grayscale(\(amount))")))
    }

    public consuming func hueRotation(_ angle: Angle) -> some View {
        modifier(_EffectModifier(effect: .filter("hue-rotate(\(angle.degrees)deg)")))
    }

    /// Masks the view with the opaque parts of another view placed by `alignment` (drawn as a clip
    /// to its shape on the web).
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    @_disfavoredOverload
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask))
    }

    /// Composites the view's content before effects (no separate step on the web).
    public consuming func compositingGroup() -> some View { self }

    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// The shape that receives taps; the whole frame is interactive on the web.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// The color rendering mode of a drawing group (kept for API parity).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Clips content to the shape of a mask when the mask is a shape (placed by the alignment when
/// it has a fixed width or height); other masks are ignored.
nonisolated public struct _MaskModifier<Mask: View>: ViewModifier {
    let mask: Mask
    var alignment: Alignment = .center
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        var maskOutputs = _ViewOutputs()
        Mask._makeView(modifier.mask, inputs: inputs.child(-6), outputs: &maskOutputs)
        guard maskOutputs.nodes.count == 1 else { return }
        switch maskOutputs.nodes[0].kind {
        case .shape(let shape):
            // A gradient fading the content (shimmers, faded edges), or a shape clipping it.
            if case .rectangle = shape.geometry, let fill = shape.fill, fill.isGradient {
                outputs.apply(.mask(fill), from: start)
            } else if let region = Self.region(of: shape.geometry, effects: maskOutputs.nodes[0].effects, alignment: modifier.alignment) {
                outputs.apply(.clipRegion(region), from: start)
            } else {
                outputs.apply(.clip(shape.geometry), from: start)
            }
        case .text(var text):
            // A gradient seen through text (`gradient.mask(Text(...))`): the text, in the gradient.
            guard outputs.nodes.count == start + 1, case .shape(let shape) = outputs.nodes[start].kind,
                  case .rectangle = shape.geometry, shape.stroke == nil, let fill = shape.fill else { return }
            text.foreground = fill
            let filled = outputs.nodes[start]
            outputs.nodes[start] = RenderNode(id: filled.id, kind: .text(text), effects: filled.effects)
        default:
            break
        }
    }

    /// The region a framed shape covers: its fixed width and height (the first frame that sets
    /// one), placed by `alignment`; nil when the shape spans the content (no such frame).
    static func region(of geometry: ShapeGeometry, effects: [RenderEffect], alignment: Alignment) -> RenderClipRegion? {
        for case .frame(let frame) in effects where frame.width != nil || frame.height != nil {
            return RenderClipRegion(geometry: geometry, width: frame.width, height: frame.height, alignment: alignment)
        }
        return nil
    }
}
