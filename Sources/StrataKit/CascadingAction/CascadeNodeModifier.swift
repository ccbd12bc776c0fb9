import SwiftUI

/// A chain of handlers kept in the environment, to which a view can add one.
public protocol CascadingChain {
    associatedtype Handler
    /// The chain with `handler` in front of `parent`.
    static func node(parent: Self, handler: Handler) -> Self
}

/// Adds a handler to the chain at `path` for the content: it reads the chain its ancestors built
/// and puts itself in front of it.
nonisolated public struct CascadeNodeModifier<Chain: CascadingChain>: ViewModifier {
    public typealias Path = WritableKeyPath<EnvironmentValues, Chain>

    @Environment private var parent: Chain
    private let handler: Chain.Handler
    private let path: Path

    public init(path: Path, handler: Chain.Handler) {
        _parent = Environment(path)
        self.handler = handler
        self.path = path
    }

    public func body(content: Content) -> some View {
        content.environment(path, Chain.node(parent: parent, handler: handler))
    }
}
