import SwiftUI

/// The article's example of a semantic cascading action: a checkout finished somewhere below.
private struct CheckoutCompletionKey: EnvironmentKey {
    static var defaultValue: CascadingAction<Void> { .root }
}

extension EnvironmentValues {
    /// Call it when a checkout completes; every `onCheckoutCompletion` above hears it.
    public var checkoutCompletion: CascadingAction<Void> {
        get { self[CheckoutCompletionKey.self] }
        set { self[CheckoutCompletionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `handler` when a checkout completes anywhere in this subtree.
    public func onCheckoutCompletion(_ handler: @escaping () -> Void) -> some View {
        cascadingAction(for: \.checkoutCompletion, handler: handler)
    }
}
