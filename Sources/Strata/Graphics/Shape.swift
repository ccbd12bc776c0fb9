/// A 2D shape that draws itself as a view, filled with the foreground style by default.
///
/// Custom shapes implement `path(in:)`; back ends draw them as vector paths sized by their frame.
/// As Apple's, the protocol is `nonisolated`: a shape type and the members of protocols refining
/// it are not bound to the main actor the way views are.
nonisolated public protocol Shape: Animatable, View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
    /// Restated from `Animatable` so that a shape's own `animatableData` is not bound to the main
    /// actor, as its `path(in:)` is not.
    nonisolated var animatableData: AnimatableData { get set }
    /// Renderer hook: the shape's geometry (built-in shapes have native forms).
    nonisolated var _geometry: ShapeGeometry { get }
    /// Renderer hook: effects drawn on the shape's geometry (offset, rotated and scaled shapes
    /// keep their base shape's native form and move it).
    nonisolated var _geometryEffects: [RenderEffect] { get }
}

/// A shape that can be inset, so a stroke can be drawn inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension Shape {
    public var _geometry: ShapeGeometry {
        let shape = self
        return .path(ShapeGeometry.PathProvider { shape.path(in: $0) })
    }

    public var _geometryEffects: [RenderEffect] { [] }

    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Self>._makeView(_ShapeView(shape: view, fill: nil, stroke: nil), inputs: inputs, outputs: &outputs)
    }

    /// The part of the outline between two fractions of its length, as in progress rings.
    public consuming func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// Fills the shape with a style.
    @inlinable
    public consuming func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(content), stroke: nil)
    }

    /// Strokes the outline with a style.
    public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), style, false))
    }

    /// The outline stroked with the foreground style: a shape of its own, so it can be filled
    /// (`Circle().stroke(lineWidth: 2).fill(.red)`), as in SwiftUI.
    public consuming func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with a style, as a shape (see `stroke(lineWidth:)`).
    public consuming func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: style)
    }
}

nonisolated extension InsettableShape {
    /// Strokes the outline inside the shape's frame.
    public consuming func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public consuming func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), style, true))
    }

    public consuming func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A shape drawn as a view with a fill, a stroke, or both (iOS 17's `ShapeView`:
/// `Capsule().fill(.blue.opacity(0.2)).stroke(.blue, lineWidth: 1)` strokes over the fill).
nonisolated public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let fill: AnyShapeStyle?
    /// The stroke's style, stroke style, and whether it is inset (`strokeBorder`).
    let outline: (AnyShapeStyle, StrokeStyle, Bool)?

    @usableFromInline
    init(shape: Content, fill: AnyShapeStyle?, stroke: (AnyShapeStyle, StrokeStyle, Bool)?) {
        self.shape = shape
        self.fill = fill
        self.outline = stroke
    }

    public typealias Body = Never

    /// Fills the shape under its stroke.
    public consuming func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: AnyShapeStyle(content), stroke: outline)
    }

    /// Strokes the outline over the fill.
    public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: filled, stroke: (AnyShapeStyle(content), style, false))
    }

    /// The fill this view draws: its own, or the foreground style when it draws no stroke.
    private var filled: AnyShapeStyle? { fill ?? (outline == nil ? AnyShapeStyle(ForegroundStyle()) : nil) }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        var render = RenderShape(geometry: view.shape._geometry, fill: nil, stroke: nil)
        if render.geometry.isPath { render.estimatedSize = environment.geometryEstimate }
        if let (style, strokeStyle, inset) = view.outline {
            render.stroke = RenderStroke(paint: style._paint(in: environment), style: strokeStyle, isInset: inset)
        }
        render.fill = view.filled?._paint(in: environment)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .shape(render), effects: view.shape._geometryEffects))
    }
}

nonisolated extension _ShapeView where Content: InsettableShape {
    /// Strokes the outline inside the shape's frame, over the fill.
    public consuming func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public consuming func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: filled, stroke: (AnyShapeStyle(content), style, true))
    }
}

/// A shape's geometry, in a form back ends can draw natively where possible.
public enum ShapeGeometry {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case capsule
    case circle
    case ellipse
    /// A custom shape: its path for a given rectangle.
    case path(PathProvider)
    /// Part of a shape's outline, from one fraction of its length to another (`trim(from:to:)`).
    case trimmed(PathProvider, from: CGFloat, to: CGFloat)

    /// Computes a custom shape's path for the rectangle it is drawn in.
    public struct PathProvider: @unchecked Sendable {
        public let path: (CGRect) -> Path
        public init(_ path: @escaping (CGRect) -> Path) { self.path = path }
    }
}

/// Corner shapes of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// How shapes are filled.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How outlines are stroked.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape cut to a part of its outline.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    /// The base's outline from `from` to `to` of its length, as SwiftUI computes it, so a shape
    /// composed from a trimmed one (`Circle().trim(to: 0.5).rotation(...)`) draws only that part.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: min(max(from, 0), 1), to: min(max(to, 0), 1))
    }

    public var _geometry: ShapeGeometry {
        let base = self.base
        return .trimmed(ShapeGeometry.PathProvider { base.path(in: $0) }, from: min(max(from, 0), 1), to: min(max(to, 0), 1))
    }
}

extension ShapeGeometry {
    /// Whether the shape is drawn from its path (custom or trimmed) rather than natively.
    public var isPath: Bool {
        switch self {
        case .path, .trimmed: true
        default: false
        }
    }
}
