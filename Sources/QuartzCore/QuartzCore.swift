// On Linux, `import QuartzCore` resolves to this module. The Core Animation name SwiftUI view code
// uses (`CACurrentMediaTime`) lives in Strata, so this module re-exports Strata.
@_exported import Strata
