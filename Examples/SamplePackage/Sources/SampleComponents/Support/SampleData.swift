import SwiftUI

/// Sample people shared by previews, made once for all of them (iOS 18 `PreviewModifier`).
struct SampleContacts: PreviewModifier {
    static func makeSharedContext() async throws -> [String] {
        ["Mia Chen", "Noah Williams", "Lea Müller"]
    }

    func body(content: Content, context: [String]) -> some View {
        content.environment(\.sampleContacts, context)
    }
}

extension EnvironmentValues {
    @Entry var sampleContacts: [String] = []
}

extension PreviewTrait where T == Preview.ViewTraits {
    static var sampleContacts: Self { .modifier(SampleContacts()) }
}

/// The contacts a preview modifier provides, with a badge for each.
struct ContactBadges: View {
    @Environment(\.sampleContacts) private var contacts

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(contacts, id: \.self) { name in
                HStack {
                    Text(name)
                    Spacer()
                    Badge(String(name.prefix(1)), prominence: .subtle)
                }
            }
        }
        .padding()
    }
}

#Preview("Contacts from a preview modifier", traits: .sampleContacts) {
    ContactBadges()
}
