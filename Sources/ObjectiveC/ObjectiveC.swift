// On Linux, `import ObjectiveC` resolves to this module. Linux has no Objective-C runtime; the module
// holds what Swift code on Apple platforms takes from it without needing one: associated objects
// (`objc_setAssociatedObject`, the usual way a UIKit extension stores a property), and the
// Foundation names (`NSObject`, `Selector`, `ObjCBool`) that Apple's ObjectiveC overlay declares.
// Method swizzling, class introspection and message sending have no counterpart; the iOS view of a
// package keeps `canImport(ObjectiveC)` and `_runtime(_ObjC)` false so the code under them, which
// calls the runtime, is not compiled (docs/compatibility.md).
@_exported import Foundation
