import Foundation

// Snapshot views, as pager and transition packages take them. A server renders no UIKit pixels, so a
// snapshot is an empty view of the snapshotted size (its frame at the origin), which draws nothing.
extension UIView {
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: rect.size))
    }
}
