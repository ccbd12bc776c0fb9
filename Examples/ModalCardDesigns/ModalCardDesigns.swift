// User-style code: four ModalCard designs in the shapes the seed walks through, written against
// plain SwiftUI. This file must compile unchanged with Apple's SwiftUI and with Strata.
import SwiftUI

/// The card look all designs share: rounded white card with a soft shadow.
struct CardChrome: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(
                RoundedRectangle(cornerRadius: 20, style: .continuous)
                    .fill(Color.white)
                    .shadow(color: Color.black.opacity(0.1), radius: 5, x: 0, y: 2)
            )
            .padding()
    }
}

/// Design 1: generic slots. Any view can go in either action slot.
public enum SlotDesign {
    public struct ModalCard<Primary: View, Secondary: View>: View {
        let title: String
        let message: String
        let primaryAction: Primary
        let secondaryAction: Secondary

        public init(
            title: String,
            message: String,
            @ViewBuilder primaryAction: () -> Primary,
            @ViewBuilder secondaryAction: () -> Secondary
        ) {
            self.title = title
            self.message = message
            self.primaryAction = primaryAction()
            self.secondaryAction = secondaryAction()
        }

        public var body: some View {
            VStack(spacing: 15) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.primary)
                Text(message)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                HStack(spacing: 15) {
                    secondaryAction
                    primaryAction
                }
                .padding()
            }
            .modifier(CardChrome())
        }
    }
}

/// Design 2: restricted to `Button<Text>` (the seed shows why this is too rigid).
public enum RestrictedDesign {
    public struct ModalCard: View {
        let title: String
        let message: String
        let primaryAction: Button<Text>
        let secondaryAction: Button<Text>

        public init(title: String, message: String, primaryAction: Button<Text>, secondaryAction: Button<Text>) {
            self.title = title
            self.message = message
            self.primaryAction = primaryAction
            self.secondaryAction = secondaryAction
        }

        public init(title: String, message: String, onDelete: @escaping () -> Void, onCancel: @escaping () -> Void) {
            self.init(
                title: title, message: message,
                primaryAction: Button("Delete", action: onDelete),
                secondaryAction: Button("Cancel", action: onCancel)
            )
        }

        public var body: some View {
            VStack(spacing: 15) {
                Text(title).font(.headline)
                Text(message)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                HStack(spacing: 15) {
                    secondaryAction
                    primaryAction
                }
                .padding()
            }
            .modifier(CardChrome())
        }
    }
}

/// Design 3: Alert-like static factories over a private enum, in a nested `Button` type.
public enum FactoryDesign {
    public struct ModalCard: View {
        public struct Button {
            private enum Kind {
                case destructive(label: Text, action: () -> Void)
                case cancel(action: () -> Void)
                case plain(label: Text, action: () -> Void)
            }

            private let kind: Kind

            private init(kind: Kind) { self.kind = kind }

            public static func destructive(_ label: Text, _ action: @escaping () -> Void) -> ModalCard.Button {
                Button(kind: .destructive(label: label, action: action))
            }

            public static func cancel(_ action: @escaping () -> Void = {}) -> ModalCard.Button {
                Button(kind: .cancel(action: action))
            }

            public static func `default`(_ label: Text, _ action: @escaping () -> Void = {}) -> ModalCard.Button {
                Button(kind: .plain(label: label, action: action))
            }

            @ViewBuilder
            fileprivate func render() -> some View {
                switch kind {
                case let .destructive(label, action):
                    SwiftUI.Button(role: .destructive, action: action, label: { label })
                case let .cancel(action):
                    SwiftUI.Button(role: .cancel, action: action, label: { Text("Cancel") })
                case let .plain(label, action):
                    SwiftUI.Button(action: action, label: { label })
                }
            }
        }

        let title: String
        let message: String
        let primaryButton: ModalCard.Button
        let secondaryButton: ModalCard.Button

        public init(title: String, message: String, primaryButton: ModalCard.Button, secondaryButton: ModalCard.Button) {
            self.title = title
            self.message = message
            self.primaryButton = primaryButton
            self.secondaryButton = secondaryButton
        }

        public var body: some View {
            VStack(spacing: 15) {
                Text(title).font(.headline).foregroundStyle(.primary)
                Text(message)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                HStack(spacing: 15) {
                    secondaryButton.render()
                    primaryButton.render()
                }
                .padding()
            }
            .modifier(CardChrome())
        }
    }
}

/// Design 4: Strategy. Each button kind is a type conforming to a private protocol, erased by
/// `AnyButtonType` into an `AnyView` renderer.
public enum StrategyDesign {
    public struct ModalCard: View {
        public struct Button {
            private protocol ButtonType {
                associatedtype ViewType: View
                @ViewBuilder func render() -> ViewType
            }

            private struct AnyButtonType: ButtonType {
                let _render: () -> AnyView

                init<T: ButtonType>(_ wrapped: T) {
                    _render = { AnyView(wrapped.render()) }
                }

                func render() -> some View { _render() }
            }

            private struct Destructive: ButtonType {
                let label: Text
                let action: () -> Void
                func render() -> some View {
                    SwiftUI.Button(role: .destructive, action: action, label: { label })
                }
            }

            private struct Cancel: ButtonType {
                let action: () -> Void
                func render() -> some View {
                    SwiftUI.Button(action: action, label: { Text("Cancel") })
                }
            }

            private let type: AnyButtonType

            private init(type: AnyButtonType) { self.type = type }

            public static func destructive(_ label: Text, _ action: @escaping () -> Void) -> ModalCard.Button {
                Button(type: AnyButtonType(Destructive(label: label, action: action)))
            }

            public static func cancel(_ action: @escaping () -> Void) -> ModalCard.Button {
                Button(type: AnyButtonType(Cancel(action: action)))
            }

            @ViewBuilder
            fileprivate func render() -> some View { type.render() }
        }

        let title: String
        let message: String
        let primaryButton: ModalCard.Button
        let secondaryButton: ModalCard.Button

        public init(title: String, message: String, primaryButton: ModalCard.Button, secondaryButton: ModalCard.Button) {
            self.title = title
            self.message = message
            self.primaryButton = primaryButton
            self.secondaryButton = secondaryButton
        }

        public var body: some View {
            VStack(spacing: 15) {
                Text(title).font(.headline)
                Text(message)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                HStack(spacing: 15) {
                    secondaryButton.render()
                    primaryButton.render()
                }
                .padding()
            }
            .modifier(CardChrome())
        }
    }
}

#Preview("Slots") {
    SlotDesign.ModalCard(title: "Delete Account", message: "This action cannot be undone.") {
        Button("Delete", role: .destructive) {}
    } secondaryAction: {
        Button("Cancel", role: .cancel) {}
    }
}
