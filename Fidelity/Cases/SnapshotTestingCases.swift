import SwiftUI

/// pointfreeco/swift-snapshot-testing (MIT): its own SwiftUI test, a symbol-and-text badge on a blue
/// rounded rectangle over yellow, in three layouts on an iPhone SE simulator (2x).
enum SnapshotTestingCases {
    static let test = "pointfreeco/swift-snapshot-testing Tests/SnapshotTestingTests/SnapshotTestingTests.swift testSwiftUIView_iOS"

    static var all: [FidelityCase] {
        [
            FidelityCase("swift-snapshot-testing/badge-size-that-fits", source: test + " (size-that-fits)", width: 123, height: 50.5, layout: .sizeThatFits) {
                CheckedBadge().background(Color.yellow)
            },
            FidelityCase("swift-snapshot-testing/badge-fixed", source: test + " (fixed 200x100)", width: 200, height: 100) {
                CheckedBadge().background(Color.yellow)
            },
            FidelityCase(
                "swift-snapshot-testing/badge-device", source: test + " (device iPhone SE)",
                width: FidelityDevice.iPhoneSE.width, height: FidelityDevice.iPhoneSE.height, safeArea: FidelityDevice.iPhoneSE.safeArea,
                dynamicTypeSize: FidelityDevice.textSize
            ) {
                CheckedBadge().background(Color.yellow)
            },
        ]
    }
}

/// A check mark and a word on a padded blue card, with a margin.
private struct CheckedBadge: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
    }
}
