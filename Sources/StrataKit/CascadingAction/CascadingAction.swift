import SwiftUI

/// An action that bubbles up the view tree: each `cascadingAction(for:handler:)` on the way from
/// the caller to the root adds a handler, and calling the action runs them innermost first.
///
/// ```swift
/// extension EnvironmentValues {
///     var checkoutCompletion: CascadingAction<Void> { ... }   // default: .root
/// }
/// // In a view:  @Environment(\.checkoutCompletion) private var completion;  completion()
/// // Ancestors:  .cascadingAction(for: \.checkoutCompletion) { log("done") }
/// ```
public indirect enum CascadingAction<Input> {
    public typealias Action = (Input) -> Void

    /// No handlers: calling it does nothing.
    case root
    /// A handler, then everything its ancestors registered.
    case node(parent: CascadingAction<Input>, action: Action)

    /// Runs the handlers, innermost first.
    public func callAsFunction(_ input: Input) {
        guard case let .node(parent, action) = self else { return }
        action(input)
        parent(input)
    }
}

extension CascadingAction where Input == Void {
    public func callAsFunction() { self(()) }
}

extension CascadingAction: CascadingChain {
    public static func node(parent: CascadingAction<Input>, handler: @escaping Action) -> CascadingAction<Input> {
        .node(parent: parent, action: handler)
    }
}

/// Registers a handler for a cascading action in the content's environment.
public typealias CascadingActionNodeModifier<ActionInput> = CascadeNodeModifier<CascadingAction<ActionInput>>

nonisolated extension View {
    /// Adds a handler to the cascading action at `path` for this subtree.
    public func cascadingAction<ActionInput>(
        for path: CascadingActionNodeModifier<ActionInput>.Path, handler: @escaping (ActionInput) -> Void
    ) -> some View {
        modifier(CascadingActionNodeModifier(path: path, handler: handler))
    }

    /// The same, with the label the cascading-actions article also uses.
    public func cascadingAction<ActionInput>(
        path: CascadingActionNodeModifier<ActionInput>.Path, handler: @escaping (ActionInput) -> Void
    ) -> some View {
        cascadingAction(for: path, handler: handler)
    }

    /// Adds a handler to a cascading action without input.
    public func cascadingAction(for path: CascadingActionNodeModifier<Void>.Path, handler: @escaping () -> Void) -> some View {
        cascadingAction(for: path) { (_: Void) in handler() }
    }

    public func cascadingAction(path: CascadingActionNodeModifier<Void>.Path, handler: @escaping () -> Void) -> some View {
        cascadingAction(for: path, handler: handler)
    }
}
