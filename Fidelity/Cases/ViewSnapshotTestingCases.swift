import SwiftUI

/// paulz/SwiftUI-snapshot-testing (MIT): its example app's views and its own test view, recorded
/// at 1x with the size that fits them.
enum ViewSnapshotTestingCases {
    static let repository = "paulz/SwiftUI-snapshot-testing"
    static let exampleTests = repository + " Example/ApplicationTests/SnapshotTests.swift"

    static var all: [FidelityCase] {
        [
            FidelityCase("SwiftUI-snapshot-testing/hello-world", source: exampleTests + " testDefaultNameShouldNotIncludeModifiers", width: 127, height: 53, layout: .sizeThatFits) {
                Text("Hello, world!").padding()
            },
            FidelityCase("SwiftUI-snapshot-testing/simple-text", source: exampleTests + " testViews (SimpleView)", width: 120, height: 53, layout: .sizeThatFits) {
                Text("Simple Text")
                    .foregroundColor(.yellow)
                    .background(Color.indigo)
                    .padding()
            },
            FidelityCase("SwiftUI-snapshot-testing/red-text", source: exampleTests + " testViews (example)", width: 55, height: 21, layout: .sizeThatFits) {
                Text("SwiftUI").foregroundColor(.red)
            },
            FidelityCase("SwiftUI-snapshot-testing/favorite", source: exampleTests + " testViews (FavoriteView, 1)", width: 53, height: 50, layout: .sizeThatFits) {
                HeartBadge()
            },
            FidelityCase("SwiftUI-snapshot-testing/favorite-on-white", source: exampleTests + " testViews (FavoriteView, 2)", width: 53, height: 50, layout: .sizeThatFits) {
                HeartBadge().background(Color.white)
            },
            FidelityCase("SwiftUI-snapshot-testing/fixed-shapes", source: repository + " Tests/SampleViewTest.swift testImageSizeIsScaledFromExpected", width: 30, height: 20) {
                Group {
                    Circle().fill(.green.opacity(0.6))
                    Rectangle().fill(.blue.opacity(0.6))
                }
                .fixedSize()
                .frame(width: 30, height: 20)
            },
        ]
    }
}

/// A white heart on a red disc with a white ring.
private struct HeartBadge: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundColor(.white)
            .padding()
            .background(Color.red)
            .clipShape(Circle())
            .overlay(Circle().strokeBorder(Color.white, lineWidth: 2))
    }
}
