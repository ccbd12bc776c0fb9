// Swift Testing's cross-import overlay for `UIKit`, which the Linux toolchain names but does not ship:
// with `import Testing` and `import UIKit` in one file the compiler loads this module, so it must
// exist. It adds nothing.
