import Strata
import StrataTesting
import Testing
import XCTest

/// Audits every preview in every variant for what can be judged from its render tree (controls
/// without a name, images without a label, text contrast below WCAG AA, controls of one
/// container that share a name) and fails the test once for each issue found, naming the
/// preview, its file and line, the variant and the element.
///
/// ```swift
/// @Test @MainActor func previewsAreAccessible() {
///     assertPreviewsAccessible(PreviewCatalog.discover(modules: ["MyComponents"]), variants: [.light, .dark])
/// }
/// ```
///
/// `ignoring` leaves out kinds of issue a team has decided to accept. The gallery's accessibility
/// panel shows the same findings for one preview.
@MainActor
public func assertPreviewsAccessible(
    _ previews: [PreviewEntry],
    variants: [PreviewVariant] = [.light, .dark],
    ignoring: Set<AccessibilityIssue.Kind> = [],
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let location = SourceLocation(fileID: fileID.description, filePath: file.description, line: Int(line), column: 1)
    for finding in auditPreviews(previews, variants: variants, ignoring: ignoring) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: finding.description), sourceLocation: location)
        } else {
            XCTFail(finding.description, file: file, line: line)
        }
    }
}

/// The issues `assertPreviewsAccessible` would report, without reporting them.
@MainActor
public func auditPreviews(
    _ previews: [PreviewEntry],
    variants: [PreviewVariant] = [.light, .dark],
    ignoring: Set<AccessibilityIssue.Kind> = []
) -> [PreviewAccessibilityFinding] {
    var findings: [PreviewAccessibilityFinding] = []
    for preview in previews {
        for variant in variants {
            let view = AnyView(variant.apply(to: preview.makeModifiedView()))
            for issue in AccessibilityAudit.issues(in: _renderStatically(view, environment: EnvironmentValues()))
            where !ignoring.contains(issue.kind) {
                findings.append(PreviewAccessibilityFinding(
                    previewTitle: preview.title, file: preview.file, line: preview.line,
                    variant: variant.id, issue: issue
                ))
            }
        }
    }
    return findings
}

/// One accessibility issue of one preview in one variant.
public struct PreviewAccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
    public var previewTitle: String
    /// The preview's source file, as the preview macro or provider recorded it.
    public var file: String
    public var line: Int
    /// The variant's id (`light`, `dark+rtl`, ...).
    public var variant: String
    public var issue: AccessibilityIssue

    /// `Card.swift:12 "Delete account" (dark): <the issue> (element 0/2)`.
    public var description: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line) \"\(previewTitle)\" (\(variant)): \(issue.message) (element \(issue.elementPath))"
    }
}
