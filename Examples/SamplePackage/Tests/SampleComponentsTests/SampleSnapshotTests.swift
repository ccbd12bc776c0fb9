#if os(Linux)
import StrataSnapshotTesting
import StrataPreviews
import SwiftUI
import Testing
@testable import SampleComponents

@MainActor @Suite struct SampleSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshots() {
        let previews = PreviewCatalog.discover(modules: ["SampleComponents"])
        #expect(previews.count >= 8)
        assertPreviewSnapshots(previews, variants: [.light, .dark, .accessibility3, .rightToLeft], as: [.html, .accessibilityTree])
    }
}
#endif
