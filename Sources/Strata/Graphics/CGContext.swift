#if !canImport(Darwin)
/// A Core Graphics drawing context, headless: a server has no bitmap to draw into, so a context
/// keeps its graphics state (transform, colors, line settings, saved states) and the path being
/// built, and its fill and stroke calls draw nothing. `UIGraphicsGetCurrentContext()` is nil
/// outside `UIGraphicsPushContext`, as it is outside a drawing pass on Apple platforms.
public final class CGContext {
    /// The state `saveGState()` saves and `restoreGState()` restores.
    public struct _GraphicsState {
        public var ctm = CGAffineTransform.identity
        public var fillColor: CGColor = .black
        public var strokeColor: CGColor = .black
        public var lineWidth: CGFloat = 1
        public var lineCap: CGLineCap = .butt
        public var lineJoin: CGLineJoin = .miter
        public var alpha: CGFloat = 1
    }

    /// The current graphics state.
    public private(set) var _state = _GraphicsState()
    private var savedStates: [_GraphicsState] = []
    /// The path being built (cleared by drawing it).
    public private(set) var _path = Path()

    public init() {}

    /// A bitmap context's format, nil for other contexts (see `CGBitmapContext.swift`).
    var bitmapFormat: CGBitmapFormat?

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { _state.ctm }
    /// Whether no path is being built.
    public var isPathEmpty: Bool { _path.isEmpty }

    public func saveGState() { savedStates.append(_state) }
    public func restoreGState() { if let state = savedStates.popLast() { _state = state } }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current transformation.
    public func concatenate(_ transform: CGAffineTransform) { _state.ctm = transform.concatenating(_state.ctm) }

    public func setFillColor(_ color: CGColor) { _state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { _state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { _state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { _state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { _state.lineJoin = join }
    public func setAlpha(_ alpha: CGFloat) { _state.alpha = alpha }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}

    public func beginPath() { _path = Path() }
    public func move(to point: CGPoint) { _path.move(to: point) }
    public func addLine(to point: CGPoint) { _path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { _path.addLines(points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        _path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { _path.addQuadCurve(to: end, control: control) }
    public func addRect(_ rect: CGRect) { _path.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { _path.addRects(rects) }
    public func addEllipse(in rect: CGRect) { _path.addEllipse(in: rect) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                     endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    public func addPath(_ path: CGPath) { _path.addPath(Path(path)) }
    public func closePath() { _path.closeSubpath() }

    /// Draws the path being built (nothing on a server) and clears it.
    public func drawPath(using mode: CGPathDrawingMode) { _path = Path() }
    public func fillPath(using rule: CGPathFillRule = .winding) { _path = Path() }
    public func strokePath() { _path = Path() }
    public func clip(using rule: CGPathFillRule = .winding) { _path = Path() }
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
}

/// How `CGContext.drawPath(using:)` paints a path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// Which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}
#endif

/// How Core Graphics composites what it draws over what is there.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
        difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
        destinationAtop, xor, plusDarker, plusLighter
}
