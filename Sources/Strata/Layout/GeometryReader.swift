/// A container whose content is built from the size offered to it.
///
/// A server renders without measuring, so the proxy reports an estimate: the size in the
/// `geometryEstimate` environment value (390×844 points by default, an iPhone screen), or a size
/// set with `.environment(\.geometryEstimate, ...)` for a subtree. The container itself fills the
/// space it is given, as in SwiftUI; content positioned with fractions of `size` scales with it
/// only where it uses flexible frames.
nonisolated public struct GeometryReader<Content: View>: View, _ReadsGeometry {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let proxy = GeometryProxy(size: inputs.environment.geometryEstimate)
        let stack = RenderStack(axis: .depth, alignment: .topLeading, spacing: 0)
        let start = outputs.nodes.count
        _makeContainer(.stack(stack), content: view.content(proxy), inputs: inputs, outputs: &outputs)
        outputs.apply(.frame(RenderFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)), from: start)
    }
}

/// The size and coordinates of a `GeometryReader`'s container.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container's frame; on the server its origin is zero in every coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space for geometry readings.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

private struct GeometryEstimateKey: EnvironmentKey { static let defaultValue = CGSize(width: 390, height: 844) }

extension EnvironmentValues {
    /// The size `GeometryReader` reports where nothing is measured (server rendering).
    public var geometryEstimate: CGSize {
        get { self[GeometryEstimateKey.self] }
        set { self[GeometryEstimateKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Names a coordinate space for geometry readings (kept for API parity).
    public consuming func coordinateSpace<K: Hashable>(name: K) -> some View { self }
}

/// A view that reads the size it is offered (`GeometryReader`): a background or overlay of this
/// type is offered its content's estimated size, as SwiftUI sizes a layer to its content.
public protocol _ReadsGeometry {}

extension RenderNode {
    /// The size a background or overlay of `nodes` is offered on a server: their estimated size
    /// (which may exceed what they were offered), or `proposal` when they take what they are offered.
    @usableFromInline
    static func layerProposal(for nodes: ArraySlice<RenderNode>, within proposal: CGSize) -> CGSize {
        guard let node = nodes.first, nodes.count == 1 else { return proposal }
        let size = node.estimatedSize
        let flexible = node.isFlexibleEstimate
        return CGSize(width: flexible ? proposal.width : size.width, height: flexible ? proposal.height : size.height)
    }
}
