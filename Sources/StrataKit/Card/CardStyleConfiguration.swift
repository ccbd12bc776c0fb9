import SwiftUI

/// What a `CardStyle` receives: the card's title and content as renderable views.
public struct CardStyleConfiguration {
    /// The card's title; renders nothing when the card has none.
    nonisolated public struct Title: View {
        let text: String?
        /// Whether the card has no title.
        public var isEmpty: Bool { text == nil }
        public var body: some View {
            if let text { Text(text) }
        }
    }

    /// The card's content.
    nonisolated public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let title: Title
    public let content: Content

    init(title: String?, content: AnyView) {
        self.title = Title(text: title)
        self.content = Content(view: content)
    }
}
