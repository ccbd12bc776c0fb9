import Foundation

extension RenderFrame {
    /// The size this frame proposes to its content when `offered` is proposed to it: a fixed
    /// width or height, or the offer clamped to the frame's minimum and maximum, as SwiftUI's
    /// frame layouts propose. Nil when the frame proposes what it was offered.
    ///
    /// A server renders without measuring, so this narrows the `geometryEstimate` that geometry
    /// readers, canvases and view-that-fits see inside a frame: in `.frame(width: 150)` a
    /// `GeometryReader` reports 150 points, as on iOS.
    @usableFromInline
    func proposal(narrowing offered: CGSize) -> CGSize? {
        let width = Self.proposed(offered.width, fixed: width, min: minWidth, max: maxWidth)
        let height = Self.proposed(offered.height, fixed: height, min: minHeight, max: maxHeight)
        guard width != offered.width || height != offered.height else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func proposed(_ offered: CGFloat, fixed: CGFloat?, min: CGFloat?, max: CGFloat?) -> CGFloat {
        if let fixed, fixed.isFinite { return Swift.max(fixed, 0) }
        var length = offered
        if let max, max.isFinite { length = Swift.min(length, max) }
        if let min, min.isFinite { length = Swift.max(length, min) }
        return length
    }
}
