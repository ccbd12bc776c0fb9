// swift-tools-version:5.9
// A package as iOS builds it, for `strata-check` (scripts/test): files that import only
// Foundation or UIKit and use the names Apple's frameworks give them there.
import PackageDescription

let package = Package(
    name: "IOSViewFixture",
    platforms: [.iOS(.v17)],
    products: [.library(name: "IOSViewFixture", targets: ["IOSViewFixture"])],
    targets: [.target(name: "IOSViewFixture")]
)
