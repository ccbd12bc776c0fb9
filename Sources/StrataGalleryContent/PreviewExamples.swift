import ModalCardDesigns
import StrataKit
import SwiftUI
import SwiftUICorpus

/// The "Previews" page: every `#Preview` and `PreviewProvider` in the package, found at build
/// time by the StrataPreviewCollector plugin, rendered as it is written.
enum PreviewExamples {
    /// The previews of each module that has the plugin, in the order shown.
    static var modules: [(name: String, previews: [PreviewEntry])] {
        [
            ("StrataKit", StrataKitPreviews.all),
            ("ModalCardDesigns (the seed's four designs)", ModalCardDesignsPreviews.all),
            ("SwiftUI corpus (real-world style files, compiled unchanged)", SwiftUICorpusPreviews.all),
        ]
    }

    static var previews: GalleryExample {
        GalleryExample(
            slug: "previews", title: "Previews",
            summary: "Every #Preview and PreviewProvider in the package, collected at build time and rendered unchanged. On live pages their controls work."
        ) {
            ForEach(Array(modules.enumerated()), id: \.offset) { _, module in
                Text(module.name).font(.title2).bold().accessibilityAddTraits(.isHeader)
                ForEach(Array(module.previews.enumerated()), id: \.offset) { _, entry in
                    Specimen("\(entry.title) — \(entry.file):\(entry.line)") {
                        entry.makeView()
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
        }
    }
}
