import SwiftUI

/// Why a presented `ModalCard` went away.
public enum ModalCardDismissal: Hashable, Sendable {
    /// The primary action ran.
    case primaryAction
    /// The secondary action ran.
    case secondaryAction
    /// The person pressed Escape (live pages).
    case escape
    /// The person tapped beside the card (with `dismissesOnOutsideTap: true`).
    case outsideTap
}

/// Which slot a card action sits in.
enum ModalCardActionPosition: Sendable { case primary, secondary }

private struct ModalCardDismissKey: EnvironmentKey {
    static var defaultValue: ((ModalCardDismissal) -> Void)? { nil }
}

private struct ModalCardActionPositionKey: EnvironmentKey {
    static let defaultValue = ModalCardActionPosition.primary
}

extension EnvironmentValues {
    /// Set by `.modalCard(isPresented:...)`: dismisses the card with a reason.
    var modalCardDismiss: ((ModalCardDismissal) -> Void)? {
        get { self[ModalCardDismissKey.self] }
        set { self[ModalCardDismissKey.self] = newValue }
    }

    var modalCardActionPosition: ModalCardActionPosition {
        get { self[ModalCardActionPositionKey.self] }
        set { self[ModalCardActionPositionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Presents a `ModalCard` over the view while `isPresented` is true, shaped like
    /// `alert(_:isPresented:actions:message:)`. The card dismisses itself after either action,
    /// on Escape, and, when `dismissesOnOutsideTap` is true, on a tap beside it; `onDismiss`
    /// says which.
    ///
    /// ```swift
    /// .modalCard("Delete Account", isPresented: $isConfirming, message: "This action cannot be undone.",
    ///            primaryButton: .destructive(Text("Delete")) { account.delete() },
    ///            secondaryButton: .cancel()) { reason in log(reason) }
    /// ```
    public func modalCard(
        _ title: String,
        isPresented: Binding<Bool>,
        message: String = "",
        primaryButton: ModalCard.Button,
        secondaryButton: ModalCard.Button,
        dismissesOnOutsideTap: Bool = false,
        onDismiss: ((ModalCardDismissal) -> Void)? = nil
    ) -> some View {
        let dismiss = { (reason: ModalCardDismissal) in
            isPresented.wrappedValue = false
            onDismiss?(reason)
        }
        return fullScreenCover(isPresented: isPresented) {
            ZStack {
                if dismissesOnOutsideTap {
                    // The backdrop beside the card takes the tap; it is not an accessible element
                    // (Escape and the Cancel button do the same for keyboards and screen readers).
                    Color.clear
                        .contentShape(Rectangle())
                        .onTapGesture { dismiss(.outsideTap) }
                        .accessibilityHidden(true)
                }
                ModalCard(title: title, message: message, primaryButton: primaryButton, secondaryButton: secondaryButton)
                    .environment(\.modalCardDismiss, dismiss)
            }
            .onKeyPress(.escape) {
                dismiss(.escape)
                return .handled
            }
            // An alert-like dialog, named by the title and described by the message.
            .accessibilityAddTraits(.isModal)
            .accessibilityLabel(title)
            .accessibilityHint(message)
        }
    }
}
