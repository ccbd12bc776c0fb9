import SwiftUI

/// What a `ModalCardStyle` receives: the title, message and actions as renderable views.
/// Only the views are visible to styles; the strings stay inside StrataKit.
public struct ModalCardStyleConfiguration {
    /// The card's title.
    nonisolated public struct Title: View {
        let text: String
        public var body: some View { Text(text) }
    }

    /// The card's message; renders nothing when empty.
    nonisolated public struct Message: View {
        let text: String
        public var isEmpty: Bool { text.isEmpty }
        public var body: some View {
            if !text.isEmpty { Text(text) }
        }
    }

    /// One of the card's actions.
    nonisolated public struct Action: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let title: Title
    public let message: Message
    public let primaryAction: Action
    public let secondaryAction: Action

    init(title: String, message: String, primaryAction: AnyView, secondaryAction: AnyView) {
        self.title = Title(text: title)
        self.message = Message(text: message)
        self.primaryAction = Action(view: primaryAction)
        self.secondaryAction = Action(view: secondaryAction)
    }
}
