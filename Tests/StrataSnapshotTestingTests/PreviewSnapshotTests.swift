import Foundation
import ModalCardDesigns
import SnapshotTesting
import StrataKit
import StrataSnapshotTesting
import SwiftUI
import Testing

/// Previews recorded as HTML and accessibility snapshots in several variants, verified on every
/// run; a changed view fails; names are stable.
@MainActor
@Suite("Preview snapshots")
struct PreviewSnapshotTests {
    /// A few real previews: the seed's slot design and two StrataKit components.
    static var previews: [PreviewEntry] {
        ModalCardDesignsPreviews.all
            + StrataKitPreviews.all.filter { ["ModalCard, alert style", "Card, elevated and outlined"].contains($0.name ?? "") }
    }

    @Test func previewsInLightDarkAccessibility3AndRightToLeft() {
        #expect(Self.previews.count == 3)
        assertPreviewSnapshots(
            Self.previews,
            variants: [.light, .dark, .accessibility3, .rightToLeft],
            as: [.html, .accessibilityTree]
        )
    }

    @Test func namesAreFileStemTitleSlugAndVariant() throws {
        let directory = try TemporaryDirectory()
        let failures = verifyPreviewSnapshots(Array(Self.previews.prefix(1)), variants: [.dark.combined(with: .rightToLeft)], snapshotDirectory: directory.path)
        #expect(failures.count == 1)  // recorded
        #expect(try directory.files() == ["ModalCardDesigns.slots.dark+rtl.html"])
    }

    @Test func unnamedAndDuplicatePreviewsGetStableNames() throws {
        let entries = [
            PreviewEntry(name: nil, file: "Row.swift", line: 40, makeView: { AnyView(Text("Second")) }),
            PreviewEntry(name: nil, file: "Row.swift", line: 12, makeView: { AnyView(Text("First")) }),
            PreviewEntry(name: "Big Row!", file: "Row.swift", line: 60, makeView: { AnyView(Text("Big")) }),
            PreviewEntry(name: "Big Row!", file: "Row.swift", line: 70, makeView: { AnyView(Text("Big too")) }),
        ]
        let directory = try TemporaryDirectory()
        _ = verifyPreviewSnapshots(entries, variants: [.light], as: [.accessibilityTree], snapshotDirectory: directory.path)
        #expect(try directory.files() == ["Row.big-row-2.light.txt", "Row.big-row.light.txt", "Row.preview-2.light.txt", "Row.preview.light.txt"])
        #expect(try directory.read("Row.preview.light.txt") == "staticText \"First\"\n")
    }

    @Test func aChangedViewFailsVerification() throws {
        let directory = try TemporaryDirectory()
        let before = [PreviewEntry(name: "Greeting", file: "Greeting.swift", line: 1, makeView: { AnyView(Text("Hello")) })]
        let after = [PreviewEntry(name: "Greeting", file: "Greeting.swift", line: 1, makeView: { AnyView(Text("Hello!").bold()) })]
        let recorded = verifyPreviewSnapshots(before, as: [.html, .accessibilityTree], snapshotDirectory: directory.path)
        #expect(recorded.count == 4 && recorded.allSatisfy { $0.contains("recorded") })
        #expect(verifyPreviewSnapshots(before, as: [.html, .accessibilityTree], snapshotDirectory: directory.path).isEmpty)
        let failures = verifyPreviewSnapshots(after, as: [.html, .accessibilityTree], record: .never, snapshotDirectory: directory.path)
        #expect(failures.count == 4)
        #expect(failures.first?.contains("Greeting.greeting.light.html does not match") == true)
        #expect(failures.contains { $0.contains("−staticText \"Hello\"") || $0.contains("-staticText \"Hello\"") })
        #expect(failures.contains { $0.contains("+staticText \"Hello!\"") })
        // Recording again replaces the references, also with shorter ones.
        _ = verifyPreviewSnapshots(after, as: [.html, .accessibilityTree], record: .all, snapshotDirectory: directory.path)
        _ = verifyPreviewSnapshots(before, as: [.html, .accessibilityTree], record: .all, snapshotDirectory: directory.path)
        #expect(verifyPreviewSnapshots(before, as: [.html, .accessibilityTree], record: .never, snapshotDirectory: directory.path).isEmpty)
        #expect(try directory.read("Greeting.greeting.dark.txt") == "staticText \"Hello\"\n")
    }

    @Test func aMissingReferenceFailsWhenRecordingIsOff() throws {
        let directory = try TemporaryDirectory()
        let failures = verifyPreviewSnapshots(Self.previews, variants: [.light], record: .never, snapshotDirectory: directory.path)
        #expect(failures.count == 3 && failures.allSatisfy { $0.contains("no reference") })
        #expect(try directory.files().isEmpty)
    }

    @Test func snapshotsAreTheSameOnEveryRun() {
        let view = PreviewVariant.dark.apply(to: Self.previews[0].makeView())
        let first = HTMLText.of(view), second = HTMLText.of(view)
        #expect(first == second)
        #expect(!first.contains("data-s=") && !first.contains("/work/") && !first.contains("/tmp/"))
    }
}

/// A fresh folder under the temporary directory, removed when the test ends.
final class TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
    func read(_ name: String) throws -> String { try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }
}

/// The text the `.html` strategy stores for a view.
enum HTMLText {
    static func of<V: View>(_ view: V) -> String {
        var text = ""
        Snapshotting<V, String>.html.snapshot(view).run { text = $0 }
        return text
    }
}
