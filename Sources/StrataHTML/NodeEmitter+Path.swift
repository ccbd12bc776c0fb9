import Strata

/// Custom and trimmed shapes, drawn as inline SVG paths.
extension NodeEmitter {
    mutating func emitPath(_ provider: ShapeGeometry.PathProvider, shape: RenderShape, trim: (CGFloat, CGFloat)?) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = provider.path(rect)
        writer.raw("<svg class=\"s-svg\" viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\" aria-hidden=\"true\"><path")
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
