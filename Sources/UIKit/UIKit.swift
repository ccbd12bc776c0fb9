// On Linux, `import UIKit` resolves to this module. The UIKit names SwiftUI view code uses
// (`UIColor`, `UIScreen`, `UIView`, `UIViewRepresentable`, haptics, ...) and UIKit's view layer as a
// headless object model (layers, animation, Auto Layout anchors and guides, gesture recognizers,
// image views, page view controllers) live in Strata (`Sources/Strata/UIKitCompatibility`), so this
// module re-exports Strata, as `import SwiftUI` does, and QuartzCore, as UIKit does on iOS
// (docs/compatibility.md#uikit-view-layer).
@_exported import Strata
@_exported import QuartzCore
// Foundation's names as Apple's UIKit and AppKit bring them (Combine's observable names, URLSession,
// associated objects): see StrataFoundation.
@_exported import StrataFoundation
