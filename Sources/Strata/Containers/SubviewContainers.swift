/// Data a `ForEach` gets only when it renders: the subviews or sections of a view, which need the
/// container's environment to resolve. Renderers' hook; not for user code.
public protocol _ElementsResolvedOnRender {
    func _resolveElements(_ inputs: _ViewInputs) -> [Any]
}

/// The content of `Group(subviews:transform:)` and `Group(sections:transform:)`: resolves the
/// base view's subviews or sections, then renders what `transform` makes of them.
nonisolated public struct _ResolvedGroupContent<Base: View, Elements, Result: View>: View {
    let base: Base
    let resolve: (Base, _ViewInputs) -> Elements
    let transform: (Elements) -> Result
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let elements = view.resolve(view.base, inputs.child(0))
        Result._makeView(view.transform(elements), inputs: inputs.child(1), outputs: &outputs)
    }
}

/// The content of `Group(subviews:transform:)`.
public typealias GroupElementsOfContent<Base: View, Result: View> = _ResolvedGroupContent<Base, SubviewsCollection, Result>

/// The content of `Group(sections:transform:)`.
public typealias GroupSectionsOfContent<Base: View, Result: View> = _ResolvedGroupContent<Base, SectionCollection, Result>

extension Group {
    /// A group whose content `transform` builds from the subviews of `view` (a custom container).
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = _ResolvedGroupContent(base: view, resolve: { SubviewsCollection(subviews: Subview.resolve($0, inputs: $1)) }, transform: transform)
    }

    /// A group whose content `transform` builds from the sections of `view`.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.content = _ResolvedGroupContent(base: view, resolve: { SectionCollection(sections: SectionConfiguration.resolve($0, inputs: $1)) }, transform: transform)
    }
}

/// Elements a `ForEach` resolves when it renders (the subviews or sections of a view, which exist
/// only in a container's environment); empty until then.
nonisolated public struct _ResolvedOnRenderCollection<Element, Content: View>: RandomAccessCollection, _ElementsResolvedOnRender {
    let resolve: (_ViewInputs) -> [Element]
    let resolved: [Element] = []

    public var startIndex: Int { resolved.startIndex }
    public var endIndex: Int { resolved.endIndex }
    public subscript(position: Int) -> Element { resolved[position] }

    public func _resolveElements(_ inputs: _ViewInputs) -> [Any] { resolve(inputs) }
}

/// The subviews of a view, for `ForEach(subviews:content:)`.
public typealias ForEachSubviewCollection<Content: View> = _ResolvedOnRenderCollection<Subview, Content>

/// The sections of a view, for `ForEach(sections:content:)`.
public typealias ForEachSectionCollection<Content: View> = _ResolvedOnRenderCollection<SectionConfiguration, Content>

nonisolated extension ForEach where ID == Subview.ID, Content: View {
    /// A view for each subview of `view`, identified by the subview.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content> {
        self.init(ForEachSubviewCollection(resolve: { Subview.resolve(view, inputs: $0) }), idFor: \.id, content: content)
    }
}

nonisolated extension ForEach where ID == SectionConfiguration.ID, Content: View {
    /// A view for each section of `view`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content> {
        self.init(ForEachSectionCollection(resolve: { SectionConfiguration.resolve(view, inputs: $0) }), idFor: \.id, content: content)
    }
}
