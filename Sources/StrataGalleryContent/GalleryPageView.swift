import SwiftUI

/// A gallery page: its heading, summary and specimens. The appearance switch is part of the
/// page's chrome (`GalleryChrome`), so it recolors the whole page and survives navigation.
/// The heading and summary are the gallery's own text and meet WCAG AA; the specimens
/// (marked `gallery-specimens`) draw iOS's colors, whose contrast is iOS's.
nonisolated struct GalleryPageView: View {
    let example: GalleryExample
    let isLive: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(example.title).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text(example.summary).foregroundStyle(.primary.opacity(0.72))
            VStack(alignment: .leading, spacing: 16) { example.content }
                .accessibilityIdentifier("gallery-specimens")
        }
        .frame(maxWidth: 760, alignment: .leading)
    }
}
