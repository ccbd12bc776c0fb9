/// A geometric value of a view that another view resolves with `GeometryProxy[anchor]`.
///
/// A server does not measure: a view's bounds are its estimated size at the origin (see
/// `Layout`), so anchors place overlays approximately.
public struct Anchor<Value> {
    let value: Value

    /// How an anchor is computed from a view's bounds.
    public struct Source {
        let make: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init { _ in rect } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init { _ in point } }
    /// A point at a unit position of the view's bounds.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + $0.width * point.x, y: $0.minY + $0.height * point.y) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves an anchor in this container's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

nonisolated extension View {
    /// Sets a preference from an anchor of this view.
    public consuming func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }
}

/// Writes a preference computed from the estimated bounds of the content.
nonisolated public struct _AnchorPreferenceModifier<A, Key: PreferenceKey>: ViewModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        let size = outputs.nodes[start...].first?.estimatedSize ?? .zero
        let anchor = Anchor(value: modifier.source.make(CGRect(origin: .zero, size: size)))
        inputs.pass.write(Key.self, value: modifier.transform(anchor))
    }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
