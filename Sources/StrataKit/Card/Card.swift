import SwiftUI

/// A surface that groups content, drawn by the `CardStyle` in the environment.
///
/// ```swift
/// Card(title: "Shipping") { Text("Arrives Tuesday") }
///     .cardStyle(.outlined)
/// ```
nonisolated public struct Card<Content: View>: View {
    private let title: String?
    private let content: Content
    @Environment(\.cardStyle) private var style

    public init(title: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        style.makeBody(configuration: CardStyleConfiguration(title: title, content: AnyView(content)))
    }
}
