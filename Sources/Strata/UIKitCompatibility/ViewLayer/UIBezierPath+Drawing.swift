extension UIBezierPath {
    /// Fills the path in the current drawing context (a server has none outside
    /// `UIGraphicsPushContext`, and a context draws nothing).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath()
    }

    /// Strokes the path in the current drawing context.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Makes the path the current context's clipping region.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip()
    }
}
