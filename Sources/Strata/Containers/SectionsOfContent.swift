/// One section of a view, as a container sees it (`Group(sections:)`, `ForEach(sections:)`): the
/// subviews of its header, content and footer. Views outside any `Section` form sections of their
/// own, without header or footer.
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable, Sendable {
        let identity: ViewIdentity
        let occurrence: Int
    }

    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    /// The values the section gave its container (`containerValue(_:_:)` on the `Section`).
    public var containerValues: ContainerValues

    /// The sections `view` is made of, rendered with `inputs` (the container's environment).
    static func resolve<V: View>(_ view: V, inputs: _ViewInputs) -> [SectionConfiguration] {
        var inputs = inputs
        inputs.environment._resolvesSections = true
        var outputs = _ViewOutputs()
        inputs.pass.readingOutputs { V._makeView(view, inputs: inputs, outputs: &outputs) }
        var sections: [SectionConfiguration] = []
        var loose: [RenderNode] = []
        func addLoose() {
            guard let first = loose.first else { return }
            sections.append(SectionConfiguration(
                id: ID(identity: first.id, occurrence: sections.count), header: SubviewsCollection(subviews: []),
                content: SubviewsCollection(subviews: Subview.subviews(of: loose)), footer: SubviewsCollection(subviews: []),
                containerValues: ContainerValues()
            ))
            loose = []
        }
        for node in outputs.nodes {
            // In a hosted graph a `Section` is a composite view whose node wraps the parts' node.
            guard let parts = node.throughWrappers({ $0.containerValues?[SectionPartsKey.self] }) else {
                loose.append(node)
                continue
            }
            addLoose()
            sections.append(SectionConfiguration(
                id: ID(identity: node.id, occurrence: sections.count),
                header: SubviewsCollection(subviews: Subview.subviews(of: parts.header)),
                content: SubviewsCollection(subviews: Subview.subviews(of: parts.content)),
                footer: SubviewsCollection(subviews: Subview.subviews(of: parts.footer)),
                containerValues: node.containerValues ?? ContainerValues()
            ))
        }
        addLoose()
        return sections
    }
}

/// The sections of a view, in order.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// A `Section`'s parts, rendered apart while a container resolves sections.
struct SectionParts {
    var header: [RenderNode]
    var content: [RenderNode]
    var footer: [RenderNode]
}

struct SectionPartsKey: ContainerValueKey {
    static var defaultValue: SectionParts? { nil }
}

private struct ResolvesSectionsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a container is resolving sections: a `Section` then renders its parts apart.
    var _resolvesSections: Bool {
        get { self[ResolvesSectionsKey.self] }
        set { self[ResolvesSectionsKey.self] = newValue }
    }
}

/// A section's parts for a container resolving sections: one node whose container values hold
/// the header, content and footer rendered apart.
nonisolated struct _SectionPartsView<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content
    let footer: Footer
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.environment._resolvesSections = false
        inputs.environment._listSectionStyling = nil
        func render<V: View>(_ part: V, _ index: Int) -> [RenderNode] {
            var partOutputs = _ViewOutputs()
            V._makeView(part, inputs: inputs.child(index), outputs: &partOutputs)
            return partOutputs.nodes
        }
        let parts = SectionParts(header: render(view.header, 0), content: render(view.content, 1), footer: render(view.footer, 2))
        var node = RenderNode(id: inputs.identity, kind: .fragment, children: parts.header + parts.content + parts.footer)
        var values = ContainerValues()
        values[SectionPartsKey.self] = parts
        node.containerValues = values
        outputs.nodes.append(node)
    }
}
