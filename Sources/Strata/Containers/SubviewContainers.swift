/// Data a `ForEach` gets only when it renders: the subviews or sections of a view, which need the
/// container's environment to resolve. Renderers' hook; not for user code.
public protocol _ElementsResolvedOnRender {
    func _resolveElements(_ inputs: _ViewInputs) -> [Any]
}

/// The content of `Group(subviews:transform:)`: resolves the base view's subviews, then renders
/// what `transform` makes of them.
public struct GroupElementsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let subviews = SubviewsCollection(subviews: Subview.resolve(view.base, inputs: inputs.child(0)))
        Result._makeView(view.transform(subviews), inputs: inputs.child(1), outputs: &outputs)
    }
}

extension Group {
    /// A group whose content `transform` builds from the subviews of `view` (a custom container).
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// The subviews of a view, for `ForEach(subviews:content:)`; resolved when the `ForEach` renders.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection, _ElementsResolvedOnRender {
    let resolve: (_ViewInputs) -> [Subview]
    /// Empty until rendered: the subviews exist only in a container's environment.
    let resolved: [Subview] = []

    public var startIndex: Int { resolved.startIndex }
    public var endIndex: Int { resolved.endIndex }
    public subscript(position: Int) -> Subview { resolved[position] }

    public func _resolveElements(_ inputs: _ViewInputs) -> [Any] { resolve(inputs) }
}

extension ForEach where ID == Subview.ID, Content: View {
    /// A view for each subview of `view`, identified by the subview.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content> {
        self.init(ForEachSubviewCollection(resolve: { Subview.resolve(view, inputs: $0) }), idFor: \.id, content: content)
    }
}
