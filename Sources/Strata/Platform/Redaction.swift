// Redaction: `redacted(reason:)` puts its reasons in the environment, and each text and image below
// it draws as a placeholder box of its own size (as SwiftUI does), not the container as one block.
// Views read the reasons too (`@Environment(\.redactionReasons)`), as skeleton and shimmer
// packages do to decide what to show.

/// Reasons to show placeholder content.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as generic placeholders (text and images as boxes).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Only views marked `privacySensitive()` are redacted.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date (widgets); shown unchanged here.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Why the views here are redacted: empty unless an enclosing `redacted(reason:)` set reasons.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether an enclosing view is marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholder boxes.
    var redactsContent: Bool {
        let reasons = redactionReasons
        if reasons.isEmpty { return false }
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Adds `reason` to the redaction reasons of this view's subtree: with `.placeholder`, its text and
    /// images draw as boxes of their size; with `.privacy`, only views marked `privacySensitive()` do.
    public consuming func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes every redaction reason from this view's subtree.
    public consuming func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as showing private data: redacted when the reasons include `.privacy`.
    public consuming func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
