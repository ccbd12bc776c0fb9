/// Visual changes applied to a view without affecting its layout, in `visualEffect` and
/// `scrollTransition`. Each method returns the effect with one more change; the view draws them
/// in order.
public protocol VisualEffect: Sendable, Animatable where AnimatableData == EmptyAnimatableData {
    /// The changes, in the order they apply.
    var _changes: [_VisualChange] { get }
}

/// One change of a `VisualEffect`.
public enum _VisualChange: Sendable {
    case opacity(Double)
    case offset(CGSize)
    case rotation(Angle)
    case scale(CGSize)
    case filter(String)

    /// The render effect, or nil when the change leaves the view as it is.
    var effect: RenderEffect? {
        switch self {
        case .opacity(let value): value == 1 ? nil : .opacity(value)
        case .offset(let value): value == .zero ? nil : .offset(value)
        case .rotation(let value): value.degrees == 0 ? nil : .rotation(value)
        case .scale(let value): value == CGSize(width: 1, height: 1) ? nil : .scale(value)
        case .filter(let value): .filter(value)
        }
    }
}

/// The starting point of a visual effect: no change.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _changes: [_VisualChange] { [] }
}

/// A visual effect with changes added.
public struct _VisualEffectChain: VisualEffect {
    public let _changes: [_VisualChange]
}

extension VisualEffect {
    private func adding(_ change: _VisualChange) -> _VisualEffectChain { _VisualEffectChain(_changes: _changes + [change]) }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(CGSize(width: s, height: s))) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(CGSize(width: x, height: y))) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.filter("blur(\(Double(radius))px)")) }
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.filter("brightness(\(1 + amount))")) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.filter("contrast(\(amount))")) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.filter("saturate(\(amount))")) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.filter("grayscale(\(amount))")) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.filter("hue-rotate(\(angle.degrees)deg)")) }
    /// A per-pixel color shader: not run on a server, so the view is drawn as it is.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    /// A per-pixel distortion shader: not run on a server, so the view is drawn as it is.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
    /// A shader that samples the rendered layer: not run on a server, so the view is drawn as it is.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
    /// Draws rotations about the z axis only, as `rotation3DEffect` does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        axis.x == 0 && axis.y == 0 ? adding(.rotation(angle)) : _VisualEffectChain(_changes: _changes)
    }
}

/// Applies the changes of a visual effect computed from the environment.
nonisolated struct _VisualEffectModifier: ViewModifier {
    let changes: (EnvironmentValues) -> [_VisualChange]
    typealias Body = Never

    static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        for case let effect? in modifier.changes(inputs.environment).map(\.effect) { outputs.apply(effect, from: start) }
    }
}

nonisolated extension View {
    /// Applies effects computed from the view's geometry. A server does not measure, so the proxy
    /// reports `geometryEstimate` with its origin at zero (as `GeometryReader` does).
    public consuming func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { environment in effect(EmptyVisualEffect(), GeometryProxy(size: environment.geometryEstimate))._changes })
    }
}
