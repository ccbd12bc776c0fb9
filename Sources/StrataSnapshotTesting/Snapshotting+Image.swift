import Foundation
import SnapshotTesting
import Strata
import StrataHTML
import Testing

nonisolated extension Snapshotting where Value: View, Format == Data {
    /// A PNG of the view as headless Chromium draws its page, in an iPhone-sized window
    /// (390 x 844 points) at scale 1.
    ///
    /// Without `/usr/bin/chromium` the snapshot is skipped: a known issue with the message
    /// "chromium not found at /usr/bin/chromium: image snapshots skipped" is recorded and nothing
    /// is compared. A failed comparison writes `report.html` (expected, actual and difference side
    /// by side) and names its path in the failure.
    public static var image: Snapshotting<Value, Data> { image(width: 390, height: 844) }

    /// A PNG of the view's page in a window of `width` x `height` points.
    public static func image(width: Int, height: Int) -> Snapshotting<Value, Data> {
        Snapshotting<Value, Data>(pathExtension: "png", diffing: .strataPNG) { view in
            guard Chromium.isInstalled else {
                ChromiumAvailability.recordSkip()
                return Data()
            }
            let nodes = StaticRender.nodes(of: view)
            // The page around a view in a forced appearance takes that appearance's background.
            let head = switch PageAppearance.colorScheme(of: nodes) {
            case .dark?: "<style>body{background:#000}</style>"
            case .light?: "<style>body{background:#fff}</style>"
            case nil: ""
            }
            let document = HTMLSerializer.document(title: "Snapshot", body: HTMLSerializer.fragment(nodes), head: head)
            do {
                return try Chromium.screenshot(of: document, width: max(1, width), height: max(1, height))
            } catch {
                // An empty actual image fails against any reference, with the reason.
                ChromiumAvailability.lastError.withLock { $0 = "\(error)" }
                return Data()
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG comparison: equal bytes or equal pixels pass; otherwise a report is written under
    /// `$SNAPSHOT_ARTIFACTS` (else the temporary directory), in `strata-image-reports/`.
    static var strataPNG: Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            if actual.isEmpty {
                if let error = ChromiumAvailability.lastError.withLock({ value -> String? in defer { value = nil }; return value }) {
                    return ("Could not take the image snapshot: \(error)", [])
                }
                return nil  // Skipped: chromium is not installed (a known issue was recorded).
            }
            if expected.isEmpty {
                return ("The reference image is empty (it was recorded without chromium): delete it and record again", [])
            }
            let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
            let directory = URL(fileURLWithPath: base, isDirectory: true)
                .appendingPathComponent("strata-image-reports")
                .appendingPathComponent(ImageReportName.make(expected: expected, actual: actual))
            do {
                guard let difference = try ImageComparison.compare(expected: expected, actual: actual, reportDirectory: directory) else { return nil }
                let sizes = [expected, actual].map { ImageComparison.pngSize($0).map { "\($0.width)x\($0.height)" } ?? "?" }
                return ("""
                    Image snapshot differs in \(difference.differingPixels) of \(difference.totalPixels) pixels \
                    (expected \(sizes[0]), actual \(sizes[1]))\(difference.ink.map { "; \($0.summary)" } ?? "").
                    Report (expected / actual / difference): \(difference.reportPath)
                    """, [.data(actual, name: "actual.png")])
            } catch {
                return ("Image snapshot differs, and the comparison failed: \(error)", [])
            }
        }
    }
}

/// Names a report folder after the two images compared (FNV-1a), so reruns overwrite it.
enum ImageReportName {
    static func make(expected: Data, actual: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in expected + actual {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// The appearance a view's render tree forces on its outermost element, if any.
enum PageAppearance {
    static func colorScheme(of nodes: [RenderNode]) -> ColorScheme? {
        guard let first = nodes.first else { return nil }
        for case .colorScheme(let scheme) in first.effects { return scheme }
        if case .fragment = first.kind { return colorScheme(of: first.children) }
        return nil
    }
}
