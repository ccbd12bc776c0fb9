import ModalCardDesigns
import StrataKit
import SwiftUI

/// The "Previews" page: every `#Preview` and `PreviewProvider` of the package's libraries and
/// examples, found at build time by the StrataPreviewCollector plugin, each on a light canvas as
/// Xcode shows previews. (The SwiftUI corpus in Tests/Fixtures has previews too; it copies
/// third-party code, colors included, so the tests render it rather than the gallery.)
enum PreviewExamples {
    /// The previews of each module that has the plugin, in the order shown.
    static var modules: [(name: String, previews: [PreviewEntry])] {
        [
            ("StrataKit", StrataKitPreviews.all),
            ("ModalCardDesigns (the seed's designs)", ModalCardDesignsPreviews.all),
        ]
    }

    static var previews: GalleryExample {
        GalleryExample(
            slug: "previews", title: "Previews",
            summary: "Every #Preview and PreviewProvider of StrataKit and the examples, collected at build time by the StrataPreviewCollector plugin and rendered unchanged on a light canvas. On live pages their controls work."
        ) {
            ForEach(Array(modules.enumerated()), id: \.offset) { _, module in
                Text(module.name).font(.title2).bold().accessibilityAddTraits(.isHeader)
                ForEach(Array(module.previews.enumerated()), id: \.offset) { _, entry in
                    Specimen("\(entry.title) — \(entry.file):\(entry.line)") {
                        entry.makeView()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(12)
                            .background(Color(white: 0.96))
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                            .colorScheme(.light)
                    }
                }
            }
        }
    }
}
