// On Linux, `import QuartzCore` resolves to this module. The Core Animation names SwiftUI view code
// uses (`CACurrentMediaTime`, `CATransform3D`, ...) live in Strata, so this module re-exports Strata.
@_exported import Strata
