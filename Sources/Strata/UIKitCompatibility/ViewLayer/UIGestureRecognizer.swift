/// A gesture recognizer, headless: a server receives no touches, so a recognizer keeps its
/// settings, targets and delegate and stays `.possible` unless code sets its state.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The targets and actions added, in order (never called: Linux cannot send a selector).
    open private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []
    /// The recognizers this one waits for to fail.
    open private(set) var failureRequirements: [UIGestureRecognizer] = []

    public init(target: Any?, action: Selector?) {
        if let action { targetActions.append((target.map { $0 as AnyObject }, action)) }
    }

    public convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targetActions.append((target as AnyObject, action)) }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === (target.map { $0 as AnyObject })) && (action == nil || entry.action == action)
        }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { failureRequirements.append(otherGestureRecognizer) }

    /// Where the gesture is in `view` (the origin: there are no touches on a server).
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    open var numberOfTouches: Int { 0 }
    open func reset() {}
}

/// What a gesture recognizer asks its delegate (not asked on a server, which has no touches).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// The recognizers attached to the view (nil when there are none, as UIKit reports).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = (_attachments[UIViewAttachmentKey.gestureRecognizers] as? RecognizerList)?.recognizers ?? []
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        let list = (_attachments[UIViewAttachmentKey.gestureRecognizers] as? RecognizerList) ?? RecognizerList()
        list.recognizers.append(gestureRecognizer)
        _attachments[UIViewAttachmentKey.gestureRecognizers] = list
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        (_attachments[UIViewAttachmentKey.gestureRecognizers] as? RecognizerList)?.recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// The recognizers of a view (an object, so it can be attached to the view).
final class RecognizerList {
    var recognizers: [UIGestureRecognizer] = []
}
