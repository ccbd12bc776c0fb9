import Foundation
import SnapshotTesting
import StrataHTML
@testable import StrataSnapshotTesting
import SwiftUI
import Testing

/// The strategies one by one: pretty-printed HTML, the accessibility tree, PNG images.
@MainActor
@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    @Test func htmlIsOneElementPerLineIndentedByNesting() {
        let view = VStack {
            Text("Title").font(.headline)
            Button("OK") {}
        }
        #expect(HTMLText.of(view) == """
        <div class="s-v s-tt">
          <span class="s-t s-f-headline">Title</span>
          <button class="s-btn s-btn-automatic" type="button">
            <span class="s-t" style="color:var(--s-tint-text,var(--s-accent-text));">OK</span>
          </button>
        </div>

        """)
    }

    @Test func htmlTextIsEscapedAndVoidElementsDoNotNest() {
        let text = HTMLText.of(VStack { Text("a < b & \"c\""); Divider(); Text("after") })
        #expect(text.contains("a &lt; b &amp;"))
        #expect(text.contains("\n  <hr class=\"s-div\">\n  <span class=\"s-t\">after</span>"))
    }

    @Test func accessibilityTreeStrategyStoresTheTreeText() {
        var text = ""
        Snapshotting<Button<Text>, String>.accessibilityTree.snapshot(Button("Delete", role: .destructive) {}).run { text = $0 }
        #expect(text == "button \"Delete\" [destructive]\n")
    }

    @Test(.requiresChromium) func imagesAreRecordedVerifiedAndReportedWhenTheyDiffer() throws {
        let directory = try TemporaryDirectory()
        let artifacts = try TemporaryDirectory()
        let red = [PreviewEntry(name: "Swatch", file: "Swatch.swift", line: 1, makeView: { AnyView(Color.red.frame(width: 100, height: 60)) })]
        let blue = [PreviewEntry(name: "Swatch", file: "Swatch.swift", line: 1, makeView: { AnyView(Color.blue.frame(width: 100, height: 60)) })]
        let small = PreviewSnapshotStrategy.image(width: 200, height: 150)
        #expect(verifyPreviewSnapshots(red, variants: [.light], as: [small], snapshotDirectory: directory.path).count == 1)
        let png = try Data(contentsOf: directory.url.appendingPathComponent("Swatch.swatch.light.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(verifyPreviewSnapshots(red, variants: [.light], as: [small], snapshotDirectory: directory.path).isEmpty)

        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let failures = verifyPreviewSnapshots(blue, variants: [.light], as: [small], record: .never, snapshotDirectory: directory.path)
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.contains("Image snapshot differs in 6000 of 30000 pixels"))
        #expect(failure.contains("ink F1 0.000 (recall 0.000, precision 0.000)"), "a recolored swatch matches none of the ink: \(failure)")
        let reportPath = try #require(failure.split(separator: "\n").last.map { String($0.split(separator: ": ").last ?? "") })
        #expect(reportPath.hasPrefix(artifacts.path) && reportPath.hasSuffix("report.html"))
        let reportFolder = URL(fileURLWithPath: reportPath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: reportFolder.path).sorted()
        #expect(files == ["actual.png", "difference.png", "expected.png", "report.html"])
        #expect(try String(contentsOfFile: reportPath, encoding: .utf8).contains("6000 of 30000 pixels differ"))

        // A swatch moved by two points is still mostly the same ink.
        let moved = [PreviewEntry(name: "Swatch", file: "Swatch.swift", line: 1, makeView: { AnyView(Color.red.frame(width: 100, height: 60).offset(x: 2)) })]
        let shift = try #require(verifyPreviewSnapshots(moved, variants: [.light], as: [small], record: .never, snapshotDirectory: directory.path).first)
        #expect(shift.contains("ink F1 0.9"), "\(shift)")
    }

    @Test func withoutChromiumImagesAreSkippedWithAKnownIssueAndTheRestIsChecked() throws {
        let directory = try TemporaryDirectory()
        let previews = [PreviewEntry(name: "Swatch", file: "Swatch.swift", line: 1, makeView: { AnyView(Color.red.frame(width: 10, height: 10)) })]
        let failures = Chromium.$path.withValue("/nonexistent/chromium") {
            #expect(!ChromiumAvailability.isInstalled)
            #expect(ChromiumAvailability.skipMessage == "chromium not found at /nonexistent/chromium: image snapshots skipped")
            // Records the known issue "chromium not found at …: image snapshots skipped".
            return verifyPreviewSnapshots(previews, variants: [.light], as: [.image, .html], snapshotDirectory: directory.path)
        }
        #expect(failures.count == 1 && failures[0].contains("Swatch.swatch.light.html"))
        #expect(try directory.files() == ["Swatch.swatch.light.html"])
        // The strategy on its own skips too: an empty image that the comparison lets pass.
        var image = Data([1])
        Chromium.$path.withValue("/nonexistent/chromium") {
            Snapshotting<AnyView, Data>.image.snapshot(AnyView(Text("x"))).run { image = $0 }
        }
        #expect(image.isEmpty)
        #expect(Snapshotting<AnyView, Data>.image.diffing.diffV2(Data([0x89, 0x50]), image) == nil)
    }

    @Test func imagePagesTakeTheAppearanceTheViewForces() {
        #expect(PageAppearance.colorScheme(of: StaticRender.nodes(of: PreviewVariant.dark.apply(to: Text("x")))) == .dark)
        #expect(PageAppearance.colorScheme(of: StaticRender.nodes(of: PreviewVariant.light.apply(to: VStack { Text("x") }))) == .light)
        #expect(PageAppearance.colorScheme(of: StaticRender.nodes(of: PreviewVariant.rightToLeft.apply(to: Text("x")))) == nil)
    }

    @Test func chromiumAvailabilityIsReported() {
        #expect(ChromiumAvailability.isInstalled == FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"))
        #expect(ChromiumAvailability.skipMessage == "chromium not found at /usr/bin/chromium: image snapshots skipped")
    }
}
