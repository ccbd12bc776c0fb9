import SwiftUI

/// A small label that marks an item: a count, a status, a tag.
public struct Badge: View {
    @Environment(\.badgeStyle) private var style
    private let label: AnyView
    private let prominence: BadgeProminence

    public init(_ title: String, prominence: BadgeProminence = .standard) {
        label = AnyView(Text(title))
        self.prominence = prominence
    }

    public init(count: Int, prominence: BadgeProminence = .standard) {
        label = AnyView(Text(count > 99 ? "99+" : "\(count)"))
        self.prominence = prominence
    }

    public var body: some View {
        AnyView(style.makeBody(configuration: BadgeStyleConfiguration(label: .init(content: label), prominence: prominence)))
            .accessibilityElement(children: .combine)
    }
}

#Preview("Badge styles") {
    BadgeShowcase()
}

#Preview(traits: .sizeThatFitsLayout) {
    Badge(count: 120, prominence: .alarming)
}

/// Every prominence in every style: private, as showcases usually are.
private struct BadgeShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(BadgeProminence.allCases, id: \.self) { prominence in
                HStack {
                    Text(prominence.rawValue.capitalized)
                    Spacer()
                    Badge("New", prominence: prominence)
                    Badge("Draft", prominence: prominence).badgeStyle(.outlined)
                }
            }
        }
        .padding()
    }
}
