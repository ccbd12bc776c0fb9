// On Linux, `import SwiftUI` resolves to this module, which is Strata under SwiftUI's name. As on
// iOS, where SwiftUI re-exports UIKit, it also brings UIKit's view layer and Core Animation
// (docs/compatibility.md#uikit-view-layer).
@_exported import Strata
@_exported import UIKit
// Apple's SwiftUI re-exports Foundation, with the names Linux's Foundation lacks.
@_exported import StrataFoundation
