import Strata

// Backgrounds and overlays: a plain filled shape folds into its content's own CSS; other layers
// are absolutely positioned elements inside their content.
extension NodeEmitter {
    /// Writes a folded background shape (one that `isFoldableShape` accepted) as `background`,
    /// `border-radius` and `box-shadow`.
    mutating func writeShapeBackground(of layer: RenderLayer) {
        NodeRef.withFirst(of: layer.nodes) { node in writeShapeBackground(node.kind, effects: node.effects) }
    }

    /// The shape is matched borrowed: bound in place in its box, not copied out of it.
    private mutating func writeShapeBackground(_ kind: borrowing RenderKind, effects: [RenderEffect]) {
        switch kind {
        case .shape(let shape):
            guard var paint = shape.fill else { return }
            for case .opacity(let value) in effects { paint = .opacity(paint, value) }
            writer.raw(paint.isGradient ? "background-image:" : "background:")
            writePaint(paint)
            writer.raw(";")
            writeRadius(shape.geometry)
        default:
            return
        }
        var first = true
        for case .shadow(let shadow) in effects {
            writer.raw(first ? "box-shadow:" : ",")
            writeShadow(shadow)
            first = false
        }
        if !first { writer.raw(";") }
    }

    mutating func writeRadius(_ geometry: ShapeGeometry) {
        switch geometry {
        case .rectangle, .path, .trimmed: break
        case .roundedRectangle(let size, _): writer.raw("border-radius:"); writePx(size.width); writer.raw(";")
        case .capsule: writer.raw("border-radius:9999px;")
        case .circle, .ellipse: writer.raw("border-radius:50%;")
        }
    }

    /// `clip-path: inset(...)`: the region's rectangle, placed in the element by its alignment,
    /// with the shape's corners (a circle or an ellipse rounds it fully).
    mutating func writeClipPath(_ region: RenderClipRegion) {
        func sides(_ length: CGFloat?, fraction: CGFloat) -> (String, String) {
            guard let length, length.isFinite else { return ("0px", "0px") }
            let spare = "(100% - \(CSSValues.px(max(0, length))))"
            return ("calc(\(spare) * \(fraction))", "calc(\(spare) * \(1 - fraction))")
        }
        let (top, bottom) = sides(region.height, fraction: region.alignment.vertical.fraction)
        let (left, right) = sides(region.width, fraction: region.alignment.horizontal.fraction)
        writer.raw("clip-path:inset(")
        css("\(top) \(right) \(bottom) \(left)")
        switch region.geometry {
        case .roundedRectangle(let size, _): writer.raw(" round "); writePx(size.width)
        case .capsule, .circle, .ellipse: writer.raw(" round 9999px")
        case .rectangle, .path, .trimmed: break
        }
        writer.raw(");")
    }

    mutating func writeShadow(_ shadow: RenderShadow) {
        writePx(shadow.x); writer.raw(" "); writePx(shadow.y); writer.raw(" ")
        writePx(shadow.radius); writer.raw(" "); writePaint(shadow.color)
    }

    /// Whether `layer` is one filled built-in shape, with at most shadows and opacity, which
    /// `writeShapeBackground(of:)` folds into its content's CSS.
    static func isFoldableShape(_ layer: RenderLayer) -> Bool {
        layer.nodes.count == 1 && NodeRef.withFirst(of: layer.nodes, isFoldableShape) == true
    }

    private static func isFoldableShape(_ node: NodeRef) -> Bool {
        guard node.kindCase == .shape, node.children.isEmpty, isFoldable(node.kind) else { return false }
        let effects = node.effects
        for index in effects.indices {
            switch effects[index] {
            case .shadow, .opacity: continue
            default: return false
            }
        }
        return true
    }

    /// Matched borrowed, so the shape is read in its box rather than copied out.
    private static func isFoldable(_ kind: borrowing RenderKind) -> Bool {
        switch kind {
        case .shape(let shape): shape.fill != nil && shape.stroke == nil && !shape.geometry.isPath
        default: false
        }
    }

    /// Writes a background or overlay that does not fold into its content.
    mutating func emitLayer(_ layer: RenderLayer, isBackground: Bool) {
        writer.raw(isPhrasing ? (isBackground ? "<span class=\"s-bg\"" : "<span class=\"s-ov\"") : (isBackground ? "<div class=\"s-bg\"" : "<div class=\"s-ov\""))
        if layer.alignment != .center {
            writer.raw(" style=\"justify-content:")
            writer.raw(CSSValues.flexAlignment(layer.alignment.horizontal.fraction))
            writer.raw(";align-items:")
            writer.raw(CSSValues.flexAlignment(layer.alignment.vertical.fraction))
            writer.raw(";\"")
        }
        if isBackground { writer.raw(" aria-hidden=\"true\"") }
        writer.raw(">")
        emit(layer.nodes)
        writer.raw(isPhrasing ? "</span>" : "</div>")
    }
}
