import SwiftUI

/// A gallery page: its heading, summary and specimens. The appearance switch is part of the
/// page's chrome (`GalleryChrome`), so it recolors the whole page and survives navigation.
nonisolated struct GalleryPageView: View {
    let example: GalleryExample
    let isLive: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(example.title).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text(example.summary).foregroundStyle(.secondary)
            example.content
        }
        .frame(maxWidth: 760, alignment: .leading)
    }
}
