// swift-tools-version:5.9
// A SwiftUI package in the style of a third-party one the sample package depends on: its manifest
// knows nothing of Strata (it lists no dependency at all), and its files import SwiftUI, CoreGraphics
// and Combine as they would on Apple platforms. On Linux they resolve to Strata's modules, built
// before it by `swift build --target SwiftUI` (see docs/compatibility.md).
import PackageDescription

let package = Package(
    name: "ShimmerDependency",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PlaceholderShimmer", targets: ["PlaceholderShimmer"]),
    ],
    targets: [
        .target(name: "PlaceholderShimmer"),
    ]
)
