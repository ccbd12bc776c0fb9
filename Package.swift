// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Library targets build in the Swift 6 language mode.
let strictSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var products: [Product] = [
    .library(name: "Strata", targets: ["Strata"]),
    .library(name: "StrataHTML", targets: ["StrataHTML"]),
    .library(name: "StrataTesting", targets: ["StrataTesting"]),
    // Snapshot tests of views and previews (HTML, accessibility tree, PNG through headless Chromium).
    .library(name: "StrataSnapshotTesting", targets: ["StrataSnapshotTesting"]),
    .library(name: "StrataLive", targets: ["StrataLive"]),
    .library(name: "StrataLiveServer", targets: ["StrataLiveServer"]),
    .library(name: "StrataKit", targets: ["StrataKit"]),
    .library(name: "StrataCharts", targets: ["StrataCharts"]),
    .library(name: "StrataPreviews", targets: ["StrataPreviews"]),
    .executable(name: "strata-gallery", targets: ["strata-gallery"]),
    .executable(name: "strata-bench", targets: ["strata-bench"]),
    .executable(name: "strata-check", targets: ["strata-check"]),
    .plugin(name: "StrataPreviewCollector", targets: ["StrataPreviewCollector"]),
    .library(name: "StrataGallery", targets: ["StrataGallery"]),
    .plugin(name: "strata-gallery-plugin", targets: ["StrataGalleryCommand"]),
]
/// The Swift modules Apple's platforms provide beside SwiftUI that Strata has a module of, on Linux.
let platformModules = [
    "Combine", "UIKit", "AppKit", "CoreGraphics", "QuartzCore", "simd", "Charts", "SpriteKit", "AVFoundation", "Accelerate",
    "CoreLocation", "MapKit", "CoreHaptics", "UniformTypeIdentifiers", "WidgetKit", "MessageUI", "CoreTransferable",
]
#if os(Linux)
// On Apple platforms the real SwiftUI exists; on Linux `import SwiftUI` resolves to Strata. As on Apple
// platforms, the frameworks that come with SwiftUI come with this one product: a package that depends
// on `SwiftUI` can also `import Combine`, `UIKit`, `AppKit`, `CoreGraphics`, `QuartzCore`, `simd`,
// `Charts`, `SpriteKit`, `AVFoundation` and `Accelerate` (and the Clang modules `os` and `OSLog` that
// Strata brings). Each module also has a product of its own name, for manifests that list them.
products.append(.library(name: "SwiftUI", targets: ["SwiftUI", "StrataFoundation"] + platformModules))
for module in platformModules {
    products.append(.library(name: module, targets: [module]))
}
#endif

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v14)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    ],
    targets: [
        .target(
            name: "Strata",
            dependencies: [
                "StrataMacros",
                .target(name: "os", condition: .when(platforms: [.linux])),
                .target(name: "UIKitSubmodules", condition: .when(platforms: [.linux])),
                .target(name: "CoreGraphicsSubmodules", condition: .when(platforms: [.linux])),
                .target(name: "CoreTransferable", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings
        ),
        // The Clang modules `os` and `OSLog` (`Logger`, `OSLogType`, `os_log`, `os_unfair_lock`) on Linux. Strata
        // depends on it without importing it: its module map then reaches every target depending on Strata
        // and no other, so `canImport(os)` stays false for the rest of the graph, and packages that load
        // Strata's modules without depending on them (swift-snapshot-testing) need no module map
        // (docs/compatibility.md#logging-os-and-oslog).
        .target(name: "os"),
        // The Clang module `UIKit` on Linux, only empty submodules (`import UIKit.UIScrollView`); the
        // Swift `UIKit` module is its overlay and holds the names. Strata depends on it without
        // importing it, as on `os` (docs/compatibility.md#platform-policy).
        .target(name: "UIKitSubmodules"),
        // `#Preview`, expanded at compile time.
        .macro(
            name: "StrataMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // `SwiftUI` re-exports Strata (and UIKit, as on iOS). It depends on the other platform modules so
        // that `swift build --target SwiftUI` builds them all, before packages that import them
        // without depending on Strata (docs/compatibility.md#dependencies-that-import-swiftui).
        .target(name: "SwiftUI", dependencies: ["Strata", "StrataFoundation"] + platformModules.map { .target(name: $0) }, swiftSettings: strictSettings),
        // Apple's Foundation names that Linux's lacks, for files that import only Foundation.
        .target(name: "StrataFoundation", dependencies: ["Strata", "StrataObjectiveC"], swiftSettings: strictSettings),
        // The mail and message composers; a server sends neither.
        .target(name: "MessageUI", dependencies: ["UIKit"], swiftSettings: strictSettings),
        // Associated objects, the part of Apple's ObjectiveC module Swift code uses without a runtime.
        // Not named `ObjectiveC`: packages test `canImport(ObjectiveC)` to find the runtime.
        .target(name: "StrataObjectiveC", swiftSettings: strictSettings),
        .target(name: "Combine", dependencies: ["Strata"], swiftSettings: strictSettings),
        .target(name: "UIKit", dependencies: ["Strata", "StrataFoundation", "QuartzCore", "_Testing_UIKit"], swiftSettings: strictSettings),
        .target(name: "AppKit", dependencies: ["Strata", "StrataFoundation", "_Testing_AppKit"], swiftSettings: strictSettings),
        .target(name: "CoreGraphics", dependencies: ["Strata", "_Testing_CoreGraphics"], swiftSettings: strictSettings),
        // The Clang module map of CoreGraphics' submodules (`import CoreGraphics.CGGeometry`).
        .target(name: "CoreGraphicsSubmodules"),
        // Swift Testing's cross-import overlays for the shim modules (empty): the Linux toolchain
        // names them, so a test file importing Testing and UIKit, AppKit or CoreGraphics needs them.
        .target(name: "_Testing_AppKit", swiftSettings: strictSettings),
        .target(name: "_Testing_CoreGraphics", swiftSettings: strictSettings),
        .target(name: "_Testing_UIKit", swiftSettings: strictSettings),
        .target(name: "QuartzCore", dependencies: ["Strata"], swiftSettings: strictSettings),
        // SpriteKit, AVFoundation and Accelerate re-export Strata, where their names are declared
        // (docs/compatibility.md#spritekit-accelerate-and-collection-views); SpriteKit also UIKit, as on iOS.
        .target(name: "SpriteKit", dependencies: ["Strata", "UIKit"], swiftSettings: strictSettings),
        .target(name: "AVFoundation", dependencies: ["Strata"], swiftSettings: strictSettings),
        // A Swift file as its iOS build sees it: `#if`s evaluated for an iPhone simulator (swift-syntax's
        // SwiftIfConfig), for strata-check and, later, the gallery's build of a user's package.
        .target(
            name: "StrataIOSView",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // `swift run strata-check PACKAGE_DIR...`: type-checks packages as their iOS builds compile
        // them. It depends on `SwiftUI` so that building it builds every module the check needs.
        .executableTarget(name: "strata-check", dependencies: ["StrataIOSView", "SwiftUI"], swiftSettings: strictSettings),
        // CoreLocation stands alone (Foundation); MapKit holds its names and SwiftUI's `Map` itself, over
        // Strata, so that `Map`, `Marker` and `Annotation` exist only where MapKit is imported.
        .target(name: "CoreLocation", swiftSettings: strictSettings),
        // Core Haptics' engine and patterns, over AVFoundation's audio session; a server plays nothing.
        .target(name: "CoreHaptics", dependencies: ["AVFoundation"], swiftSettings: strictSettings),
        // WidgetKit's names (families, timelines, configurations); a server runs no widget extension.
        .target(name: "WidgetKit", dependencies: ["Strata"], swiftSettings: strictSettings),
        // Uniform types (`UTType`) with the system's common declarations.
        .target(name: "UniformTypeIdentifiers", swiftSettings: strictSettings),
        // `Transferable` and its representations, over uniform types; Strata re-exports it.
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"], swiftSettings: strictSettings),
        .target(name: "MapKit", dependencies: ["Strata", "CoreLocation"], swiftSettings: strictSettings),
        .target(name: "Accelerate", dependencies: ["Strata"], swiftSettings: strictSettings),
        // Apple's `simd` vector names and functions over the standard library's SIMD types.
        .target(name: "StrataSIMD", swiftSettings: strictSettings),
        .target(name: "simd", dependencies: ["StrataSIMD"], swiftSettings: strictSettings),
        // A subset of Swift Charts (`Chart`, marks, axes, scales, legends) drawn as Strata shapes and text.
        .target(name: "StrataCharts", dependencies: ["Strata"], swiftSettings: strictSettings),
        .target(name: "Charts", dependencies: ["StrataCharts", "Strata"], swiftSettings: strictSettings),
        // TextFont/LICENSE-Inter.txt: the licence of the face the pages carry (scripts/make-text-font).
        .target(name: "StrataHTML", dependencies: ["Strata"], exclude: ["TextFont/LICENSE-Inter.txt"], swiftSettings: strictSettings),
        // Finds every preview linked into a program at run time (private ones included).
        .target(name: "StrataRuntimeSections"),
        .target(name: "StrataPreviews", dependencies: ["Strata", "StrataRuntimeSections"], swiftSettings: strictSettings),
        .target(name: "StrataTesting", dependencies: ["Strata", "StrataHTML"], swiftSettings: strictSettings),
        .target(
            name: "StrataSnapshotTesting",
            dependencies: [
                "Strata", "StrataHTML", "StrataTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictSettings
        ),
        // Live pages: sessions, DOM diffing and the browser client (no server dependency).
        .target(
            name: "StrataLive",
            dependencies: ["Strata", "StrataHTML"],
            swiftSettings: strictSettings
        ),
        // Live pages served by Hummingbird: page routes and the WebSocket endpoint.
        .target(
            name: "StrataLiveServer",
            dependencies: [
                "Strata", "StrataHTML", "StrataLive",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                // gzip for pages and the shared assets (links zlib: `zlib1g-dev`).
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // The design system, written only against the SwiftUI API.
        .target(name: "StrataKit", dependencies: ["SwiftUI"], swiftSettings: strictSettings, plugins: ["StrataPreviewCollector"]),
        .target(
            name: "StrataGalleryContent",
            dependencies: ["SwiftUI", "StrataHTML", "StrataKit", "ModalCardDesigns", "Charts"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "strata-gallery",
            dependencies: [
                "StrataGalleryContent",
                "StrataHTML",
                "StrataLive",
                "StrataLiveServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // The gallery of a package's previews: live server, static export, crash isolation.
        .target(
            name: "StrataGallery",
            dependencies: [
                "Strata", "StrataHTML", "StrataLive", "StrataLiveServer", "StrataPreviews", "StrataTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // `swift package --disable-sandbox strata-gallery` in a package that depends on Strata.
        .plugin(
            name: "StrataGalleryCommand",
            capability: .command(
                intent: .custom(verb: "strata-gallery", description: "Serve a live web gallery of the package's previews, or export it (--export DIR)")
            )
        ),
        .executableTarget(
            name: "strata-bench",
            dependencies: [
                "Strata", "StrataHTML", "StrataLive", "StrataLiveServer", "StrataKit", "StrataGalleryContent",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // The fidelity corpus (docs/fidelity.md): views that public packages' snapshot tests recorded on
        // iOS, rebuilt as ordinary SwiftUI code (Swift 5 mode), and the program that writes them as pages.
        .target(
            name: "FidelityCases",
            dependencies: ["SwiftUI"],
            path: "Fidelity/Cases",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "strata-fidelity",
            dependencies: ["Strata", "StrataHTML", "FidelityCases"],
            swiftSettings: strictSettings
        ),
        // Lists a target's `#Preview`s and `PreviewProvider`s as `<Target>Previews.all`.
        .executableTarget(name: "strata-preview-collector", swiftSettings: strictSettings),
        .plugin(
            name: "StrataPreviewCollector",
            capability: .buildTool(),
            dependencies: ["strata-preview-collector"]
        ),
        // The same user code compiled in the Swift 6 language mode.
        // The seed's ModalCard designs as ordinary SwiftUI code (Swift 5 mode), shown in the gallery.
        .target(
            name: "ModalCardDesigns",
            dependencies: ["SwiftUI"],
            path: "Examples/ModalCardDesigns",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["StrataPreviewCollector"]
        ),
        // Realistic public-style SwiftUI files that must compile unchanged (Swift 5 mode).
        .target(
            name: "SwiftUICorpus",
            dependencies: ["SwiftUI", "Combine", "UIKit", "Charts"],
            path: "Tests/Fixtures/Corpus",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["StrataPreviewCollector"]
        ),
        // A user module whose own `Label`, `Picker` and `Button` types shadow SwiftUI's (module-wide,
        // so it is a target of its own).
        .target(
            name: "SwiftUICorpusShadowing",
            dependencies: ["SwiftUI"],
            path: "Tests/Fixtures/CorpusShadowing",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Views holding ObservableObjects with @StateObject, @ObservedObject and @EnvironmentObject, for
        // the tests, in the Swift 5 mode (in the Swift 6 mode their main-actor wrappers warn in a
        // nonisolated `body`; see docs/compatibility.md#main-actor-isolation).
        .target(
            name: "ObjectWrapperViews",
            dependencies: ["SwiftUI"],
            path: "Tests/Fixtures/ObjectWrapperViews",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "UserCodeSwift6",
            dependencies: ["SwiftUI", "Charts"],
            path: "Tests/Fixtures/UserCodeSwift6",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A multi-file package written like real component packages (platform branches, variadic
        // views, CoreGraphics/simd/Combine imports), in the Swift 5 mode, plus a second target
        // built on it in the Swift 6 mode (docs/compatibility.md#packages).
        .target(
            name: "PackageFixture",
            dependencies: ["SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Combine", "simd"],
            path: "Tests/Fixtures/PackageFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "PackageFixtureSwift6",
            dependencies: ["PackageFixture", "SwiftUI"],
            path: "Tests/Fixtures/PackageFixtureSwift6",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PlatformModulesTests",
            dependencies: [
                "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Combine", "simd", "StrataHTML", "StrataTesting",
                "PackageFixture", "PackageFixtureSwift6", "_Testing_UIKit", "Strata", "CoreHaptics", "UniformTypeIdentifiers", "WidgetKit", "MessageUI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StrataTests",
            dependencies: [
                "Strata", "SwiftUI", "StrataHTML", "StrataTesting", "StrataKit", "ModalCardDesigns", "UserCodeSwift6", "SwiftUICorpus",
                "SwiftUICorpusShadowing", "ObjectWrapperViews", "Charts",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StrataSnapshotTestingTests",
            dependencies: [
                "StrataSnapshotTesting", "StrataTesting", "SwiftUI", "ModalCardDesigns", "StrataKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StrataLiveTests",
            dependencies: ["StrataLive", "StrataLiveServer", "SwiftUI", "StrataKit"],
            swiftSettings: strictSettings
        ),
        // Previews of every kind, private ones included, for the gallery's tests (Swift 5 mode).
        .target(
            name: "GalleryFixture",
            dependencies: ["SwiftUI"],
            path: "Tests/Fixtures/GalleryFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "StrataGalleryTests",
            dependencies: ["StrataGallery", "StrataPreviews", "StrataTesting", "GalleryFixture", "SwiftUI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StrataMacrosTests",
            dependencies: [
                "StrataMacros", "StrataIOSView",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
