import SwiftUI

/// The gallery's overview: a card per page, grouped, each linking to its page. It is the
/// gallery's own text, in colors that meet WCAG AA (specimens draw iOS's).
nonisolated struct GalleryIndexView: View {
    let sections: [(title: String, examples: [GalleryExample])]
    /// ".html" for the exported site, "" for the live server.
    let linkSuffix: String

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Strata gallery").font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text("SwiftUI component code, compiled on Linux and rendered to the web. Served by `swift run strata-gallery`, every page is live: its controls work and its state lives on the server.")
                .foregroundStyle(.primary.opacity(0.72))
            ForEach(sections, id: \.title) { section in
                Text(section.title).font(.title2).bold().accessibilityAddTraits(.isHeader)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 220), spacing: 12, alignment: .topLeading)], alignment: .leading, spacing: 12) {
                    ForEach(section.examples, id: \.slug) { example in
                        card(for: example)
                    }
                }
            }
        }
        .frame(maxWidth: 760, alignment: .leading)
    }

    @ViewBuilder
    private func card(for example: GalleryExample) -> some View {
        if let destination = URL(string: example.slug + linkSuffix) {
            Link(destination: destination) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(example.title).font(.headline).foregroundStyle(.primary)
                    Text(example.summary)
                        .font(.footnote)
                        .foregroundStyle(.primary.opacity(0.72))
                        .lineLimit(3)
                }
                .padding(12)
                .frame(maxWidth: .infinity, minHeight: 110, alignment: .topLeading)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(UIColor.secondarySystemGroupedBackground)))
            }
        }
    }
}
