import SwiftUI

extension ModalCard {
    /// One of the card's actions, made with a factory: `.destructive`, `.cancel`, `.default`, or a
    /// kind defined outside StrataKit (see `ModalCardButtonKind`).
    public struct Button {
        let view: AnyView

        /// A button of any kind; lets code outside StrataKit add kinds without changing it.
        public init<Kind: ModalCardButtonKind>(_ kind: Kind) {
            view = AnyView(ModalCardButtonView(kind: kind))
        }

        /// An action that deletes data or cannot be undone.
        public static func destructive(_ label: Text, _ action: @escaping () -> Void = {}) -> ModalCard.Button {
            Button(StandardKind(label: label, role: .destructive, action: action))
        }

        /// Cancels; labelled "Cancel".
        public static func cancel(_ action: @escaping () -> Void = {}) -> ModalCard.Button {
            Button(StandardKind(label: Text("Cancel"), role: .cancel, action: action))
        }

        /// Cancels with a custom label.
        public static func cancel(_ label: Text, _ action: @escaping () -> Void = {}) -> ModalCard.Button {
            Button(StandardKind(label: label, role: .cancel, action: action))
        }

        /// A plain action.
        public static func `default`(_ label: Text, _ action: @escaping () -> Void = {}) -> ModalCard.Button {
            Button(StandardKind(label: label, role: nil, action: action))
        }
    }
}

/// A kind of `ModalCard` button: its label, role and action.
///
/// ```swift
/// struct ConfirmKind: ModalCardButtonKind {
///     let action: () -> Void
///     var role: ButtonRole? { nil }
///     var label: some View { Label("Confirm", systemImage: "checkmark") }
/// }
/// extension ModalCard.Button {
///     static func confirm(_ action: @escaping () -> Void) -> Self { .init(ConfirmKind(action: action)) }
/// }
/// ```
public protocol ModalCardButtonKind {
    associatedtype LabelView: View
    var label: LabelView { get }
    var role: ButtonRole? { get }
    var action: () -> Void { get }
}

/// The built-in kinds: a text label with a role.
private struct StandardKind: ModalCardButtonKind {
    let label: Text
    let role: ButtonRole?
    let action: () -> Void
}

/// Renders a button kind; inside a presented card, the action also dismisses the card and reports
/// which action did.
nonisolated private struct ModalCardButtonView<Kind: ModalCardButtonKind>: View {
    let kind: Kind
    @Environment(\.modalCardDismiss) private var dismiss
    @Environment(\.modalCardActionPosition) private var position

    var body: some View {
        SwiftUI.Button(role: kind.role) {
            kind.action()
            dismiss?(position == .primary ? .primaryAction : .secondaryAction)
        } label: {
            kind.label
        }
    }
}
