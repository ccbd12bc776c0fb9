import SwiftUI

/// What a badge style draws: the badge's label and how prominent it should be.
public struct BadgeStyleConfiguration {
    /// The badge's text or count, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let prominence: BadgeProminence
}

/// How strongly a badge stands out.
public enum BadgeProminence: String, CaseIterable, Sendable {
    case subtle
    case standard
    case alarming
}
