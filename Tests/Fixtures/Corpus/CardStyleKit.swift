import SwiftUI

// A design-system "CardStyle" modeled on SwiftUI's style protocols: configuration with
// type-erased content, AnyCardStyle, an EnvironmentKey, static-member syntax and a
// card container that reads the style from the environment.

struct CardStyleConfiguration {
    struct Content: View {
        init<V: View>(_ view: V) { body = AnyView(view) }
        var body: AnyView
    }
    let content: Content
    let isHighlighted: Bool
}

protocol CardStyle {
    associatedtype Body: View
    typealias Configuration = CardStyleConfiguration
    func makeBody(configuration: Configuration) -> Body
}

struct ElevatedCardStyle: CardStyle {
    var cornerRadius: CGFloat = 16

    func makeBody(configuration: Configuration) -> some View {
        configuration.content
            .padding()
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(Color(.systemBackground))
                    .shadow(color: .black.opacity(configuration.isHighlighted ? 0.25 : 0.1), radius: 8, x: 0, y: 4)
            )
    }
}

struct OutlinedCardStyle: CardStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.content
            .padding()
            .overlay(
                RoundedRectangle(cornerRadius: 12)
                    .stroke(configuration.isHighlighted ? Color.accentColor : Color(.separator), lineWidth: 1)
            )
    }
}

extension CardStyle where Self == ElevatedCardStyle {
    static var elevated: ElevatedCardStyle { ElevatedCardStyle() }
    static func elevated(cornerRadius: CGFloat) -> ElevatedCardStyle { ElevatedCardStyle(cornerRadius: cornerRadius) }
}

extension CardStyle where Self == OutlinedCardStyle {
    static var outlined: OutlinedCardStyle { .init() }
}

struct AnyCardStyle: CardStyle {
    private var _makeBody: (Configuration) -> AnyView

    init<S: CardStyle>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: Configuration) -> AnyView {
        _makeBody(configuration)
    }
}

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue = AnyCardStyle(ElevatedCardStyle())
}

extension EnvironmentValues {
    var cardStyle: AnyCardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

extension View {
    func cardStyle<S: CardStyle>(_ style: S) -> some View {
        environment(\.cardStyle, AnyCardStyle(style))
    }
}

struct Card<Content: View>: View {
    @Environment(\.cardStyle) private var style
    var isHighlighted = false
    @ViewBuilder var content: Content

    var body: some View {
        style.makeBody(configuration: CardStyleConfiguration(content: .init(content), isHighlighted: isHighlighted))
    }
}

struct CardStyleKit_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 20) {
            Card {
                Text("Default elevated card")
            }
            Card(isHighlighted: true) {
                Label("Highlighted", systemImage: "star")
            }
            .cardStyle(.elevated(cornerRadius: 4))
            Card {
                VStack(alignment: .leading) {
                    Text("Outlined").font(.headline)
                    Text("Uses the separator color").font(.caption)
                }
            }
            .cardStyle(.outlined)
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}
