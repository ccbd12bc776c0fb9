import Strata

/// Custom and trimmed shapes, drawn as inline SVG paths.
extension NodeEmitter {
    /// The size a shape is drawn at: its own fixed frame (`.frame(width:height:)` right on the
    /// shape), so offsets and radii in points come out right; nil when the page decides it.
    static func drawingSize(_ node: RenderNode) -> CGSize? {
        guard case .frame(let frame)? = node.uncheckedEffects.first,
              let width = frame.width, let height = frame.height, width > 0, height > 0,
              width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Draws the path in `size` when known; otherwise in a 100-point square stretched to the frame.
    mutating func emitPath(_ provider: ShapeGeometry.PathProvider, shape: RenderShape, trim: (CGFloat, CGFloat)?, size: CGSize?) {
        let box = size ?? CGSize(width: 100, height: 100)
        let path = provider.path(CGRect(origin: .zero, size: box))
        writer.raw("<svg class=\"s-svg\" viewBox=\"0 0 "); writer.raw(CSSMotion.number(Double(box.width)))
        writer.raw(" "); writer.raw(CSSMotion.number(Double(box.height)))
        writer.raw("\" preserveAspectRatio=\"none\" aria-hidden=\"true\"><path")
        writer.attribute("d", SVGPathData.string(for: path))
        if let fill = shape.fill { writer.attribute("fill", CSSValues.paint(fill)) } else { writer.raw(" fill=\"none\"") }
        if let stroke = shape.stroke {
            writer.attribute("stroke", CSSValues.paint(stroke.paint))
            writer.attribute("stroke-width", "\(stroke.style.lineWidth)")
            switch stroke.style.lineCap {
            case .round: writer.raw(" stroke-linecap=\"round\"")
            case .square: writer.raw(" stroke-linecap=\"square\"")
            default: break
            }
            switch stroke.style.lineJoin {
            case .round: writer.raw(" stroke-linejoin=\"round\"")
            case .bevel: writer.raw(" stroke-linejoin=\"bevel\"")
            default: break
            }
            if let (from, to) = trim {
                // Measure the path as length 1, then draw only the trimmed part.
                writer.raw(" pathLength=\"1\"")
                writer.attribute("stroke-dasharray", "\(max(to - from, 0)) 1")
                writer.attribute("stroke-dashoffset", "\(-from)")
            } else if !stroke.style.dash.isEmpty {
                writer.attribute("stroke-dasharray", stroke.style.dash.map { "\($0)" }.joined(separator: " "))
            }
            writer.raw(" vector-effect=\"non-scaling-stroke\"")
        }
        writer.raw("></path></svg>")
    }
}
