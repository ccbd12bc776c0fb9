// Core Foundation's wall-clock time, which gesture and animation code reads through
// `import SwiftUI` on Apple platforms. Linux has Core Foundation too, but Foundation does not
// re-export these names, so Strata re-exports exactly these two from it (the real functions:
// code that also imports CoreFoundation sees the same declarations, not a second copy).
#if !canImport(Darwin)
@_exported import func CoreFoundation.CFAbsoluteTimeGetCurrent
@_exported import typealias CoreFoundation.CFAbsoluteTime
#endif
