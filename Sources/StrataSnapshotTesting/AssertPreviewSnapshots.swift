import Foundation
@_spi(Internals) import SnapshotTesting
import Strata
import Testing
import XCTest

/// Snapshots every preview in every variant with every strategy, and fails the test for each
/// snapshot that does not match its reference.
///
/// ```swift
/// @Test @MainActor func previews() {
///     assertPreviewSnapshots(MyLibraryPreviews.all, variants: [.light, .dark, .accessibility3, .rightToLeft])
/// }
/// ```
///
/// Previews are views, bound to the main actor, so this renders them there: call it from a
/// `@MainActor` test.
///
/// References live in `__Snapshots__/<test file stem>/` next to the test file, named
/// `<preview file stem>.<preview title slug>.<variant id>.<html|txt|png>` (for example
/// `Card.delete-account.dark+rtl.html`). `record`: true records every snapshot again, false
/// records only missing ones, nil follows `withSnapshotTesting(record:)` (missing by default).
/// Image strategies are skipped, with a known issue saying why, when Chromium is not installed.
@MainActor
public func assertPreviewSnapshots(
    _ previews: [PreviewEntry],
    variants: [PreviewVariant] = [.light, .dark],
    as strategies: [PreviewSnapshotStrategy] = [.html],
    record: Bool? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let location = SourceLocation(fileID: fileID.description, filePath: file.description, line: Int(line), column: 1)
    let failures = verifyPreviewSnapshots(
        previews, variants: variants, as: strategies,
        record: record.map { $0 ? .all : .missing }, file: file, sourceLocation: location
    )
    for failure in failures {
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure), sourceLocation: location)
        } else {
            XCTFail(failure, file: file, line: line)
        }
    }
}

/// The failures `assertPreviewSnapshots` would report, without reporting them. `snapshotDirectory`
/// replaces the default `__Snapshots__/<test file stem>/` folder.
@MainActor
public func verifyPreviewSnapshots(
    _ previews: [PreviewEntry],
    variants: [PreviewVariant] = [.light, .dark],
    as strategies: [PreviewSnapshotStrategy] = [.html],
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    file: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    let testFile = URL(fileURLWithPath: file.description)
    let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let record = record ?? SnapshotTestingConfiguration.current?.record ?? _record
    var strategies = strategies
    if strategies.contains(where: \.isImage), !Chromium.isInstalled {
        ChromiumAvailability.recordSkip(sourceLocation: sourceLocation)
        strategies.removeAll(where: \.isImage)
    }
    var failures: [String] = []
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
        return ["Could not create the snapshot folder \(directory.path): \(error)"]
    }
    let names = PreviewSnapshotName.baseNames(of: previews)
    for (preview, baseName) in zip(previews, names) {
        for variant in variants {
            let name = "\(baseName).\(variant.id)"
            let view = AnyView(variant.apply(to: preview.makeModifiedView()))
            for strategy in strategies {
                let store = SnapshotStore(directory: directory, name: name, record: record)
                let failure: String? = switch strategy.kind {
                case .html: store.verify(view, as: Snapshotting<AnyView, String>.html)
                case .accessibilityTree: store.verify(view, as: Snapshotting<AnyView, String>.accessibilityTree)
                case let .image(width, height): store.verify(view, as: Snapshotting<AnyView, Data>.image(width: width, height: height))
                }
                if let failure { failures.append(failure) }
            }
        }
    }
    return failures
}
