import SwiftUI

/// What a handler of a `HandledCascadingAction` decided.
public enum CascadeDecision: Sendable {
    /// The event is dealt with: handlers further out do not run.
    case handled
    /// Let the handlers further out run too.
    case propagate
}

/// A cascading action whose handlers can stop the propagation, and whose caller learns whether
/// anyone handled it (for example to fall back to a default).
///
/// ```swift
/// if !openLink(url) { showUnsupportedLinkMessage() }
/// ```
public indirect enum HandledCascadingAction<Input> {
    public typealias Handler = (Input) -> CascadeDecision

    case root
    case node(parent: HandledCascadingAction<Input>, handler: Handler)

    /// Runs handlers innermost first until one returns `.handled`; returns whether one did.
    @discardableResult
    public func callAsFunction(_ input: Input) -> Bool {
        guard case let .node(parent, handler) = self else { return false }
        if handler(input) == .handled { return true }
        return parent(input)
    }
}

extension HandledCascadingAction where Input == Void {
    @discardableResult
    public func callAsFunction() -> Bool { self(()) }
}

extension HandledCascadingAction: CascadingChain {}

/// Registers a handler that may stop the propagation.
public typealias HandledCascadingActionModifier<ActionInput> = CascadeNodeModifier<HandledCascadingAction<ActionInput>>

nonisolated extension View {
    /// Adds a handler that returns `.handled` to stop the propagation, or `.propagate`.
    public func cascadingAction<ActionInput>(
        for path: HandledCascadingActionModifier<ActionInput>.Path, handler: @escaping (ActionInput) -> CascadeDecision
    ) -> some View {
        modifier(HandledCascadingActionModifier(path: path, handler: handler))
    }
}
