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

    @Test func everyPreviewPassesTheAccessibilityAudit() {
        // The capsule badges keep Apple's system colors; white caption text on system blue or
        // red is below WCAG AA (4.01:1 and 3.54:1), a contrast this design accepts.
        assertPreviewsAccessible(PreviewCatalog.discover(modules: ["SampleComponents"]), variants: [.light, .dark], ignoring: [.lowContrast])
    }
}
#endif
