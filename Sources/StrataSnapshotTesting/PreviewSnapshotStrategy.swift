import SnapshotTesting
import Strata

/// What `assertPreviewSnapshots` records of each preview.
public struct PreviewSnapshotStrategy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case html
        case accessibilityTree
        case image(width: Int, height: Int)
    }

    let kind: Kind

    /// Pretty-printed static HTML (`Snapshotting.html`).
    public static let html = PreviewSnapshotStrategy(kind: .html)
    /// The accessibility tree as text (`Snapshotting.accessibilityTree`).
    public static let accessibilityTree = PreviewSnapshotStrategy(kind: .accessibilityTree)
    /// A PNG through headless Chromium, 390 x 844 points (`Snapshotting.image`).
    public static let image = PreviewSnapshotStrategy(kind: .image(width: 390, height: 844))

    /// A PNG through headless Chromium in a window of `width` x `height` points.
    public static func image(width: Int, height: Int) -> PreviewSnapshotStrategy {
        PreviewSnapshotStrategy(kind: .image(width: width, height: height))
    }

    var isImage: Bool { if case .image = kind { true } else { false } }
}
