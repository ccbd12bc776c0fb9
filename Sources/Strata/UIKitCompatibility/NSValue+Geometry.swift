import Foundation

// UIKit's geometry values in `NSValue`, as keyboard notifications carry the keyboard's frame
// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`). Linux's
// Foundation stores rectangles, points and sizes in `NSValue` under AppKit's names; these are
// UIKit's names for the same values.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
