import Foundation
import Strata

// Timers that send a selector to a target. Linux has no Objective-C runtime to send one, so, as
// with Strata's target-action (docs/compatibility.md#objective-c-spellings), the selector is kept by
// name and never sent: the timer is made and runs nothing.
extension Timer {
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }
}
