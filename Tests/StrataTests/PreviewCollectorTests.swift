import Foundation
import ModalCardDesigns
import StrataHTML
import StrataTesting
import SwiftUI
import SwiftUICorpus
import Testing

/// The StrataPreviewCollector build plugin lists every preview of the targets it is applied to.
@MainActor
@Suite("Preview collector plugin")
struct PreviewCollectorTests {
    /// The `#Preview` blocks and `PreviewProvider` types in the corpus sources, counted from the text.
    private var corpusPreviewCount: Int {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/Corpus")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        // PlatformBranches.swift has previews in platform branches (checked on their own below).
        return files.filter { $0.pathExtension == "swift" && $0.lastPathComponent != "PlatformBranches.swift" }.reduce(0) { count, file in
            let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n")
            return count + lines.filter { $0.hasPrefix("#Preview") || ($0.hasPrefix("struct ") && $0.contains(": PreviewProvider")) }.count
        }
    }

    @Test func everyCorpusPreviewIsListedInFileAndLineOrder() {
        let entries = SwiftUICorpusPreviews.all
        #expect(corpusPreviewCount >= 25)
        #expect(entries.filter { $0.file != "PlatformBranches.swift" }.count == corpusPreviewCount)
        let keys = entries.map { "\($0.file):\(String(format: "%05d", $0.line))" }
        #expect(keys == keys.sorted())
        #expect(entries.contains { $0.name == "Gauge" && $0.file == "GaugeProgressStyle.swift" && $0.line == 45 })
        #expect(entries.contains { $0.name == "ProgressRing" && $0.file == "ProgressRing.swift" })
        #expect(entries.first { $0.file == "FlowLayout.swift" }?.title == "FlowLayout (line 94)")
    }

    @Test func previewsAndImportsKeepTheirPlatformBranches() {
        // The file's `#if os(iOS)` import of `UIKit.UIApplication` would not compile on Linux if
        // the list imported it unconditionally; its iOS and macOS previews are not listed here.
        // A provider unavailable on iOS is left out; a `@Previewable` whose attributes sit on a
        // line of their own is still state of the preview.
        let names = SwiftUICorpusPreviews.all.filter { $0.file == "PlatformBranches.swift" }.map(\.name)
        #expect(names == ["Elsewhere", "PlatformBadge", "Split state"])
        let split = SwiftUICorpusPreviews.all.first { $0.name == "Split state" }
        #expect(split.map { HTMLRenderer(content: $0.makeView()).html.contains("Split") } == true)
    }

    @Test func everyCorpusPreviewRenders() {
        for entry in SwiftUICorpusPreviews.all {
            let output = HTMLRenderer(content: entry.makeView()).html
            #expect(output.count > 100, "\(entry.title) rendered \(output)")
        }
    }

    @Test func previewableStateIsLiveInTheListedPreview() throws {
        let pager = try #require(SwiftUICorpusPreviews.all.first { $0.name == "Pager" })
        let host = ViewHost(pager.makeView())
        #expect(host.text.contains("Welcome"))
        try host.tap("Next")
        #expect(host.text.contains("Stay in the loop"))
    }

    @Test func modalCardDesignsPreviewsAreListed() {
        let entries = ModalCardDesignsPreviews.all
        #expect(entries.map(\.title) == ["Slots"])
        #expect(entries.first.map { HTMLRenderer(content: $0.makeView()).html.contains("Delete Account") } == true)
    }
}
