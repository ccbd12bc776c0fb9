import Foundation
import StrataKit
import StrataSnapshotTesting
import SwiftUI
import Testing

/// Prints how long 100 previews x 4 variants take as `.html` snapshots: recording, then
/// verifying. A figure for the record, not a timed assertion.
@MainActor
@Suite("Snapshot benchmark")
struct SnapshotBenchmarkTests {
    @Test func hundredPreviewsInFourVariantsAsHTML() throws {
        let kit = StrataKitPreviews.all
        try #require(!kit.isEmpty)
        // 100 distinct previews: StrataKit's previews repeated under distinct names.
        let previews = (0..<100).map { index in
            let base = kit[index % kit.count]
            return PreviewEntry(name: "\(base.title) \(index)", file: base.file, line: base.line, makeView: { base.makeView() })
        }
        let variants: [PreviewVariant] = [.light, .dark, .accessibility3, .rightToLeft]
        let directory = try TemporaryDirectory()
        let clock = ContinuousClock()
        var recorded: [String] = []
        // The first pass also pays one-time costs (type metadata, preview lists): timed apart.
        let firstPass = clock.measure {
            _ = verifyPreviewSnapshots(previews, variants: variants, record: .all, snapshotDirectory: directory.path)
        }
        let recording = clock.measure {
            recorded = verifyPreviewSnapshots(previews, variants: variants, record: .all, snapshotDirectory: directory.path)
        }
        var failures: [String] = []
        let verifying = clock.measure {
            failures = verifyPreviewSnapshots(previews, variants: variants, snapshotDirectory: directory.path)
        }
        #expect(recorded.count == 400)
        #expect(failures.isEmpty)
        #expect(try directory.files().count == 400)
        print("snapshot benchmark: 100 previews x 4 variants as .html: first pass \(firstPass), record \(recording), verify \(verifying)")
    }
}
