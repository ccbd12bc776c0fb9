import Foundation

// UIKit's current drawing context. A server runs no drawing pass (`UIView.draw(_:)` is not
// called), so there is a current context only between `UIGraphicsPushContext` and
// `UIGraphicsPopContext`. Contexts are per thread, as UIKit's are.

private final class UIGraphicsContextStack { var contexts: [CGContext] = [] }

private var uiGraphicsContextStack: UIGraphicsContextStack { threadLocal("Strata.UIGraphics.contexts", UIGraphicsContextStack.init) }

/// This thread's object under `key`, made by `make` on first use.
private func threadLocal<Value: AnyObject>(_ key: String, _ make: () -> Value) -> Value {
    let dictionary = Thread.current.threadDictionary
    if let value = dictionary[key] as? Value { return value }
    let value = make()
    dictionary[key] = value
    return value
}

/// The current drawing context (nil outside `UIGraphicsPushContext`).
public func UIGraphicsGetCurrentContext() -> CGContext? { uiGraphicsContextStack.contexts.last }

/// Makes `context` the current drawing context.
public func UIGraphicsPushContext(_ context: CGContext) { uiGraphicsContextStack.contexts.append(context) }

/// Restores the drawing context current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() { _ = uiGraphicsContextStack.contexts.popLast() }

/// Starts an image context of `size` and makes it current (the older spelling of
/// `UIGraphicsImageRenderer`): drawing in it runs and leaves no pixels on a server.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    uiGraphicsImageContexts.count += 1
    UIGraphicsPushContext(CGContext())
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn in the current image context: an empty image (nil outside one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    uiGraphicsImageContexts.count > 0 ? UIImage() : nil
}

/// Ends the image context `UIGraphicsBeginImageContextWithOptions` started.
public func UIGraphicsEndImageContext() {
    guard uiGraphicsImageContexts.count > 0 else { return }
    uiGraphicsImageContexts.count -= 1
    UIGraphicsPopContext()
}

private final class UIGraphicsImageContextCount { var count = 0 }

/// How many image contexts are open on this thread.
private var uiGraphicsImageContexts: UIGraphicsImageContextCount {
    threadLocal("Strata.UIGraphics.imageContexts", UIGraphicsImageContextCount.init)
}
