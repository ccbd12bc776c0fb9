import Strata

/// Custom and trimmed shapes, drawn as inline SVG paths.
extension NodeEmitter {
    /// The size a shape is drawn at: its own fixed frame (`.frame(width:height:)` right on the
    /// shape), so offsets and radii in points come out right; nil when the page decides it.
    static func drawingSize(_ node: NodeRef) -> CGSize? {
        guard case .frame(let frame)? = node.effects.first,
              let width = frame.width, let height = frame.height, width > 0, height > 0,
              width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Draws the path in `size` when known. Otherwise a path that scales with its rectangle is drawn
    /// in a 100-point square stretched to the frame, and one with parts in points (an inset, a fixed
    /// radius) at the size its frames offered it (`RenderShape.estimatedSize`).
    /// `id` names the node's gradient definitions, if its paints are gradients.
    mutating func emitPath(_ provider: ShapeGeometry.PathProvider, shape: RenderShape, trim: (CGFloat, CGFloat)?, size: CGSize?, id: ViewIdentity) {
        var box = size ?? CGSize(width: 100, height: 100)
        var path = provider.path(CGRect(origin: .zero, size: box))
        if size == nil, let estimate = shape.estimatedSize, estimate.width > 0, estimate.height > 0,
           estimate.width.isFinite, estimate.height.isFinite, !Self.scalesWithRect(path, provider) {
            box = estimate
            path = provider.path(CGRect(origin: .zero, size: box))
        }
        writer.raw("<svg class=\"s-svg\" viewBox=\"0 0 "); writer.raw(CSSMotion.number(Double(box.width)))
        writer.raw(" "); writer.raw(CSSMotion.number(Double(box.height)))
        writer.raw("\" preserveAspectRatio=\"none\" aria-hidden=\"true\">")
        let fill = shape.fill.map { SVGGradient.paint($0, id: "s-gf\(id)", box: box) }
        let stroke = shape.stroke.map { SVGGradient.paint($0.paint, id: "s-gs\(id)", box: box) }
        let definitions = [fill?.definition, stroke?.definition].compactMap { $0 }
        if !definitions.isEmpty {
            writer.raw("<defs>")
            for definition in definitions { writer.raw(definition) }
            writer.raw("</defs>")
        }
        writer.raw("<path")
        writer.attribute("d", SVGPathData.string(for: path))
        if let fill {
            writer.attribute("fill", fill.value)
            if let opacity = fill.opacity { writer.attribute("fill-opacity", CSSMotion.number(opacity)) }
        } else {
            writer.raw(" fill=\"none\"")
        }
        if let shapeStroke = shape.stroke, let stroke {
            writer.attribute("stroke", stroke.value)
            if let opacity = stroke.opacity { writer.attribute("stroke-opacity", CSSMotion.number(opacity)) }
            writer.attribute("stroke-width", "\(shapeStroke.style.lineWidth)")
            switch shapeStroke.style.lineCap {
            case .round: writer.raw(" stroke-linecap=\"round\"")
            case .square: writer.raw(" stroke-linecap=\"square\"")
            default: break
            }
            switch shapeStroke.style.lineJoin {
            case .round: writer.raw(" stroke-linejoin=\"round\"")
            case .bevel: writer.raw(" stroke-linejoin=\"bevel\"")
            default: break
            }
            if let (from, to) = trim {
                // Measure the path as length 1, then draw only the trimmed part.
                writer.raw(" pathLength=\"1\"")
                writer.attribute("stroke-dasharray", "\(max(to - from, 0)) 1")
                writer.attribute("stroke-dashoffset", "\(-from)")
            } else if !shapeStroke.style.dash.isEmpty {
                writer.attribute("stroke-dasharray", shapeStroke.style.dash.map { "\($0)" }.joined(separator: " "))
            }
            writer.raw(" vector-effect=\"non-scaling-stroke\"")
        }
        writer.raw("></path></svg>")
    }

    /// Whether `provider` draws the same figure, scaled, in a rectangle twice as large as the
    /// 100-point square `unitPath` was drawn in.
    static func scalesWithRect(_ unitPath: Path, _ provider: ShapeGeometry.PathProvider) -> Bool {
        let unit = unitPath.boundingRect
        let double = provider.path(CGRect(x: 0, y: 0, width: 200, height: 200)).boundingRect
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 || (!a.isFinite && !b.isFinite) }
        return close(unit.minX * 2, double.minX) && close(unit.minY * 2, double.minY)
            && close(unit.width * 2, double.width) && close(unit.height * 2, double.height)
    }
}
