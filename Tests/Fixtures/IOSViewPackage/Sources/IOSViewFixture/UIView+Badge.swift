import UIKit

private var badgeKey: UInt8 = 0

/// A stored property added to UIKit views, as UIKit extensions add one: an associated object.
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
