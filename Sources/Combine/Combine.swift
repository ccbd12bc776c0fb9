// On Linux, `import Combine` resolves to this module. Linux has no Combine; the names SwiftUI view
// code uses from it (`Timer.publish`, `AnyCancellable`, `@Published` publishers) live in Strata
// (`Sources/Strata/Combine`), so this module re-exports Strata, as `import SwiftUI` does.
@_exported import Strata
