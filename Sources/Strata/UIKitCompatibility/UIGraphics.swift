import Foundation

// UIKit's current drawing context. A server runs no drawing pass (`UIView.draw(_:)` is not
// called), so there is a current context only between `UIGraphicsPushContext` and
// `UIGraphicsPopContext`. Contexts are per thread, as UIKit's are.

private final class UIGraphicsContextStack { var contexts: [CGContext] = [] }

private var uiGraphicsContextStack: UIGraphicsContextStack {
    let key = "Strata.UIGraphics.contexts"
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
    let stack = UIGraphicsContextStack()
    dictionary[key] = stack
    return stack
}

/// The current drawing context (nil outside `UIGraphicsPushContext`).
public func UIGraphicsGetCurrentContext() -> CGContext? { uiGraphicsContextStack.contexts.last }

/// Makes `context` the current drawing context.
public func UIGraphicsPushContext(_ context: CGContext) { uiGraphicsContextStack.contexts.append(context) }

/// Restores the drawing context current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() { _ = uiGraphicsContextStack.contexts.popLast() }
