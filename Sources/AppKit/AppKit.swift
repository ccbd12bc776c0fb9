// On Linux, `import AppKit` resolves to this module. The AppKit names SwiftUI view code uses in
// its macOS branches (`NSColor`, `NSImage`, `NSScreen`, `NSViewRepresentable`, ...) live in Strata
// (`Sources/Strata/AppKitCompatibility`), so this module re-exports Strata, as `import SwiftUI`
// does. See docs/compatibility.md#packages for the platform policy.
@_exported import Strata
// Foundation's names as Apple's UIKit and AppKit bring them (Combine's observable names, URLSession,
// associated objects): see StrataFoundation.
@_exported import StrataFoundation
