import CoreFoundation
import Foundation

/// Groups layer changes, headless: transactions nest, keep their duration, timing function and
/// whether actions are disabled, and a transaction's completion block runs when it commits (its
/// animations do not run, so they are done at once). Transactions are per thread, as in Core
/// Animation.
open class CATransaction {
    private struct Frame {
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completionBlock: (() -> Void)?
        var values: [String: Any] = [:]
    }

    private static let key = "Strata.CATransaction.frames"

    /// The open transactions of this thread, innermost last.
    private final class Stack { var frames: [Frame] = [] }

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    private static var current: Frame {
        get { stack.frames.last ?? Frame() }
        set {
            // Outside any transaction, a setting applies to the implicit one, which ends at once.
            let stack = stack
            if !stack.frames.isEmpty { stack.frames[stack.frames.count - 1] = newValue }
        }
    }

    /// Opens a transaction.
    open class func begin() { stack.frames.append(Frame()) }

    /// Closes the innermost transaction and runs its completion block.
    open class func commit() {
        guard let frame = stack.frames.popLast() else { return }
        frame.completionBlock?()
    }

    /// Commits nothing: a server has no pending display changes.
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}

    /// How many transactions this thread has open.
    public static var _depth: Int { stack.frames.count }

    open class func animationDuration() -> CFTimeInterval { current.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.animationDuration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.completionBlock }

    /// Sets the block to run when the innermost transaction commits; with none open, the block runs
    /// at once (the implicit transaction of a server has nothing to wait for).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.frames.isEmpty else {
            block?()
            return
        }
        current.completionBlock = block
    }

    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}
