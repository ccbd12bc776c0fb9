// On Linux, `import CoreGraphics` resolves to this module. The geometry types live in Foundation
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and Strata (`CGAffineTransform`, `CGVector`, `CGPath`,
// `CGColor`, `CGPointMake` and friends), so this module re-exports Strata, as `import SwiftUI`
// does on Apple platforms, where SwiftUI re-exports CoreGraphics.
@_exported import Strata
