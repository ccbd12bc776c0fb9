// On Linux, `import UIKit` resolves to this module. The UIKit names SwiftUI view code uses
// (`UIColor`, `UIScreen`, `UIViewRepresentable`, haptics, ...) live in Strata
// (`Sources/Strata/UIKitCompatibility`), so this module re-exports Strata, as `import SwiftUI` does.
@_exported import Strata
