// On Linux, `import CoreGraphics` resolves to this module. The geometry types live in Foundation
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and Strata (`CGAffineTransform`, `CGVector`, `CGPath`,
// `CGPointMake` and friends), so this module re-exports Strata, as `import SwiftUI` does on Apple
// platforms, where SwiftUI re-exports CoreGraphics. `import CoreGraphics.CGGeometry` and the other
// submodules resolve through a Clang module of the same name (`Sources/CoreGraphicsSubmodules`) that
// Strata depends on: this module does not import it, so importing this one never needs its map
// (a package that imports CoreGraphics without depending on Strata does not get the map).
@_exported import Strata
