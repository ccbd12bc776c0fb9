import SwiftUI

/// Text in the design system's `TextStyle` and `Emphasis`, taken from the environment, that still
/// concatenates like `Text`.
///
/// ```swift
/// VStack {
///     StyledText("Balance")
///     StyledText("€1,204") + StyledText(" available").emphasis(.subtle)
/// }
/// .textStyle(.headline)
/// .emphasis(.strong)
/// ```
///
/// Why not return `Text` from a modifier? A `Text` is built before the view knows its environment,
/// so it cannot follow `.textStyle(_:)` set by an ancestor; and applying a `View` modifier to `Text`
/// gives `some View`, which loses `+`. So `StyledText` keeps its pieces (segments) and resolves them
/// when it renders, into one `Text` made by concatenating each segment's `Text`:
/// - `StyledText + StyledText`, `StyledText + Text` and `Text + StyledText` give a `StyledText`.
/// - `.textStyle(_:)` / `.emphasis(_:)` called on a `StyledText` return a `StyledText` and fix the
///   token for its segments (like `Text.font(_:)` returns `Text`); segments without one follow the
///   environment.
/// - `resolved(theme:colorScheme:textStyle:emphasis:)` gives the plain `Text`, for APIs that need one.
nonisolated public struct StyledText: View {
    struct Segment {
        enum Content {
            case string(String)
            case text(Text)
        }
        var content: Content
        var style: TextStyle?
        var emphasis: Emphasis?
    }

    var segments: [Segment]
    @Environment(\.strataTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.textStyle) private var environmentStyle
    @Environment(\.emphasis) private var environmentEmphasis

    init(segments: [Segment]) { self.segments = segments }

    /// Styled text showing `content` verbatim.
    public init<S: StringProtocol>(_ content: S) {
        self.init(segments: [Segment(content: .string(String(content)))])
    }

    /// Styled text around an existing `Text` (for example a formatted one). The tokens' font and
    /// color are applied on top of it.
    public init(_ text: Text) {
        self.init(segments: [Segment(content: .text(text))])
    }

    /// This text with `style` fixed for every segment that has none.
    public func textStyle(_ style: TextStyle) -> StyledText {
        StyledText(segments: segments.map { var segment = $0; segment.style = segment.style ?? style; return segment })
    }

    /// This text with `emphasis` fixed for every segment that has none.
    public func emphasis(_ emphasis: Emphasis) -> StyledText {
        StyledText(segments: segments.map { var segment = $0; segment.emphasis = segment.emphasis ?? emphasis; return segment })
    }

    /// The plain `Text` this styled text renders in a theme and appearance, with the given tokens
    /// for segments that fix none.
    public func resolved(theme: StrataTheme = .standard, colorScheme: ColorScheme = .light, textStyle: TextStyle = .body, emphasis: Emphasis = .regular) -> Text {
        let palette = theme.palette(for: colorScheme)
        let parts = segments.map { segment -> Text in
            let style = segment.style ?? textStyle
            let emphasis = segment.emphasis ?? emphasis
            var text: Text
            switch segment.content {
            case .string(let string): text = Text(string)
            case .text(let base): text = base
            }
            text = text.font(style.font(in: theme))
            let color = (style.isSecondary || emphasis == .subtle) ? palette.secondaryText : palette.onSurface
            text = text.foregroundColor(color)
            return emphasis == .strong ? text.bold() : text
        }
        return parts.dropFirst().reduce(parts.first ?? Text(verbatim: "")) { $0 + $1 }
    }

    public var body: some View {
        resolved(theme: theme, colorScheme: colorScheme, textStyle: environmentStyle, emphasis: environmentEmphasis)
    }

    /// Both texts, one after the other.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(segments: lhs.segments + rhs.segments)
    }

    /// A styled text followed by a plain `Text` (which gets the tokens too).
    public static func + (lhs: StyledText, rhs: Text) -> StyledText {
        lhs + StyledText(rhs)
    }

    /// A plain `Text` (which gets the tokens too) followed by a styled text.
    public static func + (lhs: Text, rhs: StyledText) -> StyledText {
        StyledText(lhs) + rhs
    }
}
