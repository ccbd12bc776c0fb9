/// Renders `content` as the children of one container node.
@inlinable
func _makeContainer<Content: View>(
    _ kind: consuming RenderKind, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
) {
    var children = _ViewOutputs()
    Content._makeView(content, inputs: inputs.child(0), outputs: &children)
    outputs.nodes.append(RenderNode(id: inputs.identity, kind: kind, children: children.nodes))
}

/// Arranges views in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let stack = RenderStack(axis: .vertical, alignment: Alignment(horizontal: view.alignment, vertical: .center), spacing: view.spacing)
        _makeContainer(.stack(stack), content: view.content, inputs: inputs, outputs: &outputs)
    }
}

/// Arranges views in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let stack = RenderStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: view.alignment), spacing: view.spacing)
        _makeContainer(.stack(stack), content: view.content, inputs: inputs, outputs: &outputs)
    }
}

/// Overlays views on top of each other, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var children = _ViewOutputs()
        Content._makeView(view.content, inputs: inputs.child(0), outputs: &children)
        var stack = RenderStack(axis: .depth, alignment: view.alignment, spacing: 0)
        if children.alignmentGuides.contains(where: { $0.horizontal == view.alignment.horizontal || $0.vertical == view.alignment.vertical }) {
            // Children placed by their guides, each padded into place from the top leading corner.
            AlignmentGuidePlacement.place(&children.nodes, guides: children.alignmentGuides, alignment: view.alignment)
            stack.alignment = .topLeading
        }
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .stack(stack), children: children.nodes))
    }
}

/// A vertical stack; on the web every row is rendered, so it lays out like `VStack`.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        VStack._makeView(VStack(alignment: view.alignment, spacing: view.spacing) { view.content }, inputs: inputs, outputs: &outputs)
    }
}

/// A horizontal stack; on the web every column is rendered, so it lays out like `HStack`.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        HStack._makeView(HStack(alignment: view.alignment, spacing: view.spacing) { view.content }, inputs: inputs, outputs: &outputs)
    }
}

/// Views pinned while scrolling lazy stacks (kept for API parity).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A flexible space that expands along its stack's axis.
nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .spacer(minLength: view.minLength)))
    }
}

/// A thin line separating content, across its stack's axis.
nonisolated public struct Divider: View {
    public init() {}
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .divider))
    }
}

/// A scrollable region.
nonisolated public struct ScrollView<Content: View>: View {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeContainer(.scrollView(axes: view.axes), content: view.content, inputs: inputs, outputs: &outputs)
    }
}
