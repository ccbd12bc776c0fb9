/// SwiftUI's semi-private variadic views, which layout libraries use to arrange the views a
/// builder produced one by one (`_VariadicView.Tree(Root()) { a; b; c }`). Strata renders them
/// with the machinery of `Group(subviews:transform:)`: the tree resolves its content into
/// subviews in its own environment, hands them to the root's `body(children:)`, and renders that.
public enum _VariadicView {
    /// The subviews a root arranges.
    public typealias Children = _VariadicView_Children
    /// A type that arranges a tree's subviews (`_VariadicView_Root`).
    public typealias Root = _VariadicView_Root
    /// A root that builds a view from the subviews (`_VariadicView_ViewRoot`).
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// A root whose result is one view (`_VariadicView_UnaryViewRoot`).
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A root whose result is as many views as it makes (`_VariadicView_MultiViewRoot`).
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    /// A view whose content's subviews `root` arranges.
    nonisolated public struct Tree<Root: _VariadicView_Root, Content: View>: View {
        public var root: Root
        public var content: Content

        /// A tree that lets `root` arrange the subviews of `content`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        /// A tree that lets `root` arrange the subviews of `content`.
        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }

        public typealias Body = Never

        public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
            let children = _VariadicView_Children(subviews: Subview.resolve(view.content, inputs: inputs.child(0)))
            view.root._render(children, inputs: inputs.child(1), outputs: &outputs)
        }
    }
}

/// A type that arranges the subviews of a `_VariadicView.Tree`.
public protocol _VariadicView_Root {
    /// Renders what the root makes of `children`. Strata's hook; roots get it from
    /// `_VariadicView_ViewRoot`.
    func _render(_ children: _VariadicView_Children, inputs: _ViewInputs, outputs: inout _ViewOutputs)
}

extension _VariadicView_Root {
    public func _render(_ children: _VariadicView_Children, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _VariadicView_Children._makeView(children, inputs: inputs, outputs: &outputs)
    }
}

/// A root that builds a view from the tree's subviews. Bound to the main actor as `View` is (and
/// as Apple's declares it), so `body(children:)` can make views and read main-actor state in the
/// Swift 6 mode; `_VariadicView_Root` itself stays unbound.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    /// The view made of `children`.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

extension _VariadicView_ViewRoot {
    nonisolated public func _render(_ children: _VariadicView_Children, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Body._makeView(_evaluateBody(self, children: children), inputs: inputs, outputs: &outputs)
    }
}

/// A root whose result is one view (a stack of the children, say).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose result is as many views as it makes (the children, each decorated, say).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// The subviews of a `_VariadicView.Tree`'s content, in order. As a view, it places them all.
nonisolated public struct _VariadicView_Children: View, RandomAccessCollection {
    /// One subview of a tree's content.
    nonisolated public struct Element: View, Identifiable {
        var subview: Subview

        /// Identifies the subview across updates.
        public var id: AnyHashable { AnyHashable(subview.id) }

        /// The subview's identity as `ID`, when it is one (otherwise nil).
        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
            id.base as? ID
        }

        /// The value the subview gave for a trait (`_trait(_:_:)`), or the key's default.
        public subscript<Key: _ViewTraitKey>(key: Key.Type) -> Key.Value {
            get { subview.containerValues[trait: key] }
            set { subview.containerValues[trait: key] = newValue }
        }

        public typealias Body = Never

        public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
            Subview._makeView(view.subview, inputs: inputs, outputs: &outputs)
        }
    }

    let subviews: [Subview]

    init(subviews: [Subview]) {
        self.subviews = subviews
    }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Element { Element(subview: subviews[position]) }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Subview.place(view.subviews, outputs: &outputs)
    }
}

/// Makes its content one view, however many it holds: a unary container's single child (the
/// views stack vertically, as SwiftUI lays out several views where one is expected).
nonisolated public struct _UnaryViewAdaptor<Content: View>: View {
    public var content: Content

    public init(_ content: Content) { self.content = content }

    public var body: some View {
        VStack(spacing: 0) { content }
    }
}
