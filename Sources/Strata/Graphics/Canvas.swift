/// A view drawn by a closure with a `GraphicsContext`.
///
/// A server does not measure, so the renderer runs once with the `geometryEstimate` size (as
/// `GeometryReader` reports); what it draws is replayed as shapes scaled to the canvas's frame, so
/// drawings made from fractions of the size come out right at any frame. Text and images are
/// placed at their points.
nonisolated public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    @Environment(\.self) private var environment

    /// A canvas whose renderer can draw the tagged views in `symbols` (`resolveSymbol(id:)`).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: some View {
        let size = environment.geometryEstimate
        let recorder = _CanvasRecorder()
        var context = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&context, size)
        return _CanvasDrawing(operations: recorder.operations, size: size)
            .accessibilityHidden(true)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

extension GraphicsContext {
    /// A symbol view of the canvas, resolved for drawing.
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    /// The canvas symbol tagged `id`; symbols are not drawn on the web, so always nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}

/// What a canvas's renderer drew, in order.
final class _CanvasRecorder {
    enum Operation {
        case fill(Path, GraphicsContext.Shading)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        case text(Text, CGPoint, UnitPoint)
        case image(Image, CGRect, UnitPoint)
    }

    /// Each operation with the context's opacity when it was drawn.
    var operations: [(Operation, Double)] = []
}

/// Replays recorded drawing: each path becomes a shape scaled from the drawing size to the frame.
nonisolated struct _CanvasDrawing: View {
    let operations: [(_CanvasRecorder.Operation, Double)]
    let size: CGSize

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(operations.indices, id: \.self) { index in
                operationView(operations[index].0)
                    .opacity(operations[index].1)
            }
        }
    }

    @ViewBuilder private func operationView(_ operation: _CanvasRecorder.Operation) -> some View {
        switch operation {
        case .fill(let path, let shading):
            _CanvasPathShape(path: path, size: size).fill(_ShadingStyle(shading: shading, bounds: path.boundingRect))
        case .stroke(let path, let shading, let style):
            _CanvasPathShape(path: path, size: size).stroke(_ShadingStyle(shading: shading, bounds: path.boundingRect), style: style)
        case .text(let text, let point, _):
            text.fixedSize().position(point)
        case .image(let image, let rect, _):
            if rect.width > 0, rect.height > 0 {
                image.resizable().frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY)
            } else {
                image.position(rect.origin)
            }
        }
    }
}

/// A recorded path, scaled from the size it was drawn at to the rectangle it is shown in.
nonisolated struct _CanvasPathShape: Shape {
    let path: Path
    let size: CGSize

    func path(in rect: CGRect) -> Path {
        guard size.width > 0, size.height > 0 else { return path }
        let scale = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
        return path.applying(scale.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
    }
}

/// A shading resolved against the environment it is drawn in.
struct _ShadingStyle: ShapeStyle {
    let shading: GraphicsContext.Shading
    let bounds: CGRect

    func _paint(in environment: EnvironmentValues) -> Paint { shading.resolve(environment, bounds) }
}
