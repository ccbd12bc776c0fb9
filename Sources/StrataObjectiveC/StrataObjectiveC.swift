// Apple's ObjectiveC module, the part Swift code uses without an Objective-C runtime (Linux has
// none): associated objects (`objc_setAssociatedObject`, the usual way a UIKit extension stores a property), and the
// Foundation names (`NSObject`, `Selector`, `ObjCBool`) that Apple's ObjectiveC overlay declares.
// Method swizzling, class introspection and message sending have no counterpart. The module is not
// named `ObjectiveC`: packages test `canImport(ObjectiveC)` to find the runtime, so no such module
// exists here; `StrataFoundation` (and so `SwiftUI`, `UIKit`, `AppKit`) re-exports this one, and the
// iOS view of a package turns `import ObjectiveC` into `import StrataFoundation` (docs/compatibility.md).
@_exported import Foundation
