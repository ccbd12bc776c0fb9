// swift-tools-version:6.0
// A SwiftUI component package as a team would write it, using Strata on Linux only: on Apple
// platforms `import SwiftUI` is Apple's SwiftUI and nothing of Strata is linked.
import PackageDescription

let package = Package(
    name: "SampleDesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "SampleComponents", targets: ["SampleComponents"]),
        // Previews that fail on purpose, to show how the gallery isolates them.
        .library(name: "SampleBroken", targets: ["SampleBroken"]),
    ],
    dependencies: [
        .package(name: "Strata", path: "../.."),
        // A package that imports SwiftUI without knowing Strata, as third-party component packages do.
        .package(path: "../ShimmerDependency"),
    ],
    targets: [
        .target(
            name: "SampleComponents",
            dependencies: [
                .product(name: "SwiftUI", package: "Strata", condition: .when(platforms: [.linux])),
                .product(name: "PlaceholderShimmer", package: "ShimmerDependency"),
            ]
        ),
        .target(
            name: "SampleBroken",
            dependencies: [.product(name: "SwiftUI", package: "Strata", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "SampleComponentsTests",
            dependencies: [
                "SampleComponents",
                .product(name: "StrataSnapshotTesting", package: "Strata", condition: .when(platforms: [.linux])),
                .product(name: "StrataPreviews", package: "Strata", condition: .when(platforms: [.linux])),
            ]
        ),
    ]
)
