/// A stored property of a view that the runtime updates before computing `body`
/// (`@State`, `@Binding`, `@Environment`, or a struct of such properties).
public protocol DynamicProperty {
    /// Called after the property's own dynamic properties are linked, before `body` is read.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the runtime links to storage or the environment itself.
protocol _LinkableProperty: DynamicProperty {
    mutating func link(_ context: inout PropertyLinkContext)
}

extension _LinkableProperty {
    static func _link(at pointer: UnsafeMutableRawPointer, context: inout PropertyLinkContext) {
        pointer.assumingMemoryBound(to: Self.self).pointee.link(&context)
    }
}

/// What linking a view's dynamic properties needs: the environment, and the persistent node
/// that owns the view's state (nil in a one-shot static render).
struct PropertyLinkContext {
    let environment: EnvironmentValues
    let node: ViewNode?
    /// The index of the next stateful property, which names its storage slot in `node`.
    var slot = 0
    /// What the view reads from the environment that no ancestor placed there (an
    /// `@EnvironmentObject`, an `@Environment(Model.self)`), if anything: its body is not evaluated.
    var missingDependency: String?

    /// The persistent storage for the next stateful property, created by `make` on first use.
    mutating func storage<Box: AnyObject>(_ make: () -> Box) -> Box {
        defer { slot += 1 }
        guard let node else { return make() }
        return node.storage(at: slot, as: Box.self, make: make)
    }
}
