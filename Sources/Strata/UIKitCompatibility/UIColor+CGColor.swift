extension UIColor {
    /// The color as a Core Graphics color (for layers).
    public var cgColor: CGColor { CGColor(color: color) }

    /// The UIKit color for a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor._color)
    }

    /// Makes this color the current context's fill color (a server draws nothing, so there is none).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this color the current context's stroke color.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this color the current context's fill and stroke color.
    public func set() { setFill(); setStroke() }
}
