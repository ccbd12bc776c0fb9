import SwiftUI

/// A typographic role from the design system: it picks the font and the text color from the theme.
///
/// Set it for a subtree with `.textStyle(.caption)`; every `StyledText` inside resolves it.
public struct TextStyle: Hashable, Sendable {
    enum Role: Hashable, Sendable { case largeTitle, title, headline, body, callout, caption }
    let role: Role

    /// The biggest heading on a screen.
    public static let largeTitle = TextStyle(role: .largeTitle)
    /// A section title: the theme's title font.
    public static let title = TextStyle(role: .title)
    /// A short emphasized heading.
    public static let headline = TextStyle(role: .headline)
    /// Running text: the theme's body font (the default).
    public static let body = TextStyle(role: .body)
    /// Text that supports running text, slightly smaller.
    public static let callout = TextStyle(role: .callout)
    /// Small secondary text: the theme's caption font and secondary color.
    public static let caption = TextStyle(role: .caption)

    /// The font for this role in `theme`.
    func font(in theme: StrataTheme) -> Font {
        switch role {
        case .largeTitle: .largeTitle
        case .title: theme.typography.title
        case .headline: .headline
        case .body: theme.typography.body
        case .callout: .callout
        case .caption: theme.typography.caption
        }
    }

    /// Whether this role uses the palette's secondary text color.
    var isSecondary: Bool { role == .caption }
}

/// How much a text stands out from its surroundings, from the design system.
///
/// Set it for a subtree with `.emphasis(.strong)`; every `StyledText` inside resolves it.
public struct Emphasis: Hashable, Sendable {
    enum Level: Hashable, Sendable { case regular, strong, subtle }
    let level: Level

    /// No extra emphasis (the default).
    public static let regular = Emphasis(level: .regular)
    /// Bold.
    public static let strong = Emphasis(level: .strong)
    /// Recedes: the theme's secondary text color.
    public static let subtle = Emphasis(level: .subtle)
}

private struct TextStyleKey: EnvironmentKey {
    static let defaultValue = TextStyle.body
}

private struct EmphasisKey: EnvironmentKey {
    static let defaultValue = Emphasis.regular
}

extension EnvironmentValues {
    /// The design-system text style `StyledText` uses in this subtree.
    public var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    /// The design-system emphasis `StyledText` uses in this subtree.
    public var emphasis: Emphasis {
        get { self[EmphasisKey.self] }
        set { self[EmphasisKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the text style of every `StyledText` in this view.
    public func textStyle(_ style: TextStyle) -> some View {
        environment(\.textStyle, style)
    }

    /// Sets the emphasis of every `StyledText` in this view.
    public func emphasis(_ emphasis: Emphasis) -> some View {
        environment(\.emphasis, emphasis)
    }
}
