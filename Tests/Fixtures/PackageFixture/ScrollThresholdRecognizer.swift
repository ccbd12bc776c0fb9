// A custom recognizer the way UIKit packages write one: the file imports UIKit's submodules one by
// one (`UIGestureRecognizerSubclass` makes `state` settable on iOS), nothing else.
import UIKit.UIGestureRecognizerSubclass
import UIKit.UIScrollView

/// Recognizes a scroll past a threshold: it begins when the scroll view moves and ends once the
/// offset passes `threshold`.
public final class ScrollThresholdRecognizer: UIGestureRecognizer {
    public let threshold: CGFloat

    public init(threshold: CGFloat) {
        self.threshold = threshold
        super.init(target: nil, action: nil)
    }

    /// Call from the scroll view delegate's `scrollViewDidScroll(_:)`.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        switch (state, scrollView.contentOffset.y > threshold) {
        case (.possible, false): state = .began
        case (.began, false), (.changed, false): state = .changed
        case (.possible, true), (.began, true), (.changed, true): state = .ended
        default: break
        }
    }

    public override func reset() {
        state = .possible
    }
}
