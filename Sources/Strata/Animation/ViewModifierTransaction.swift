// `transaction(_:)` and `animation(_:)` on a view modifier (not a view), as effect libraries write
// a modifier's default animation. Like the view forms, they change the transaction of updates in
// the modified content; a server's render does not animate, so the content renders as it is.

/// Applies a transaction change to the content of a modifier chain.
nonisolated public struct _TransactionChangeModifier: ViewModifier {
    let transform: (inout Transaction) -> Void

    public func body(content: Content) -> some View {
        content.transaction(transform)
    }
}

nonisolated extension ViewModifier {
    /// The modifier followed by a change to the transactions of the updates in its content.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(_TransactionChangeModifier(transform: transform))
    }

    /// The modifier with `animation` used for the updates in its content.
    @available(*, deprecated, message: "Use transaction(_:) or withAnimation instead.")
    public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { $0.animation = animation }
    }
}
