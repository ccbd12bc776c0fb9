import SwiftUI

/// A confirmation card: a title, a message and two actions, drawn by the `ModalCardStyle` in the
/// environment.
///
/// Alert-like factory buttons:
/// ```swift
/// ModalCard(
///     title: "Delete Account", message: "This action cannot be undone.",
///     primaryButton: .destructive(Text("Delete")) { account.delete() },
///     secondaryButton: .cancel()
/// )
/// ```
/// or any views in the action slots:
/// ```swift
/// ModalCard(title: "Sign Out", message: "See you soon.") {
///     Button("Sign Out", role: .destructive) { session.end() }
/// } secondaryAction: {
///     Button("Stay", role: .cancel) {}
/// }
/// ```
nonisolated public struct ModalCard: View {
    private let title: String
    private let message: String
    private let primaryAction: AnyView
    private let secondaryAction: AnyView
    @Environment(\.modalCardStyle) private var style

    public init(title: String, message: String, primaryButton: ModalCard.Button, secondaryButton: ModalCard.Button) {
        self.title = title
        self.message = message
        self.primaryAction = primaryButton.view
        self.secondaryAction = secondaryButton.view
    }

    public init<Primary: View, Secondary: View>(
        title: String,
        message: String,
        @ViewBuilder primaryAction: () -> Primary,
        @ViewBuilder secondaryAction: () -> Secondary
    ) {
        self.title = title
        self.message = message
        self.primaryAction = AnyView(primaryAction())
        self.secondaryAction = AnyView(secondaryAction())
    }

    public var body: some View {
        style.makeBody(configuration: ModalCardStyleConfiguration(
            title: title, message: message,
            primaryAction: AnyView(primaryAction.environment(\.modalCardActionPosition, .primary)),
            secondaryAction: AnyView(secondaryAction.environment(\.modalCardActionPosition, .secondary))
        ))
    }
}
