// On Linux, `import CoreGraphics` resolves to this module. The geometry types live in Foundation
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and Strata (`CGAffineTransform`, `CGVector`, `CGPath`,
// `CGPointMake` and friends), so this module re-exports Strata, as `import SwiftUI` does on Apple
// platforms, where SwiftUI re-exports CoreGraphics. It also re-exports its Clang module of the same
// name (`Sources/CoreGraphicsSubmodules`), so `import CoreGraphics.CGGeometry` resolves too.
@_exported import Strata
@_exported import CoreGraphics
