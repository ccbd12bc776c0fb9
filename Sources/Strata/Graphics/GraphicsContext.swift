/// An immediate-mode drawing destination for `Canvas`: fills, strokes, text and images, with a
/// transform, opacity and clip. Drawing is recorded and replayed as shape and text views.
public struct GraphicsContext {
    /// The shared recording every copy of the context draws into (drawing reaches it whatever
    /// copy is used, as in SwiftUI; transforms and opacity stay with each copy).
    let recorder: _CanvasRecorder

    /// The opacity of drawing, multiplied into every operation.
    public var opacity: Double = 1
    /// How drawing blends with what is beneath (kept; the web draws with normal blending).
    public var blendMode: BlendMode = .normal
    /// The transform from drawing coordinates to the canvas.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues

    init(recorder: _CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// Fills a path.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.applying(transform), shading))
    }

    /// Outlines a path.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transformScale
        record(.stroke(path.applying(transform), shading, scaled))
    }

    /// Outlines a path with a line width and default stroke settings.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text with `anchor` of its frame at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text, point.applying(transform), anchor))
    }

    /// Draws text in a rectangle (placed at its center).
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Draws an image with `anchor` of its frame at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.image(image, CGRect(origin: point.applying(transform), size: .zero), anchor))
    }

    /// Draws an image filling a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, Path(rect).applying(transform).boundingRect, .topLeading))
    }

    /// Text prepared for drawing.
    public struct ResolvedText {
        let text: Text
        /// The shading of text drawn without its own foreground (kept for API parity).
        public var shading: Shading = .foreground
        /// The text's size; a server does not measure, so this is estimated from the font.
        public func measure(in size: CGSize) -> CGSize {
            let points = text.plainText.count
            return CGSize(width: min(size.width, CGFloat(points) * 17 * 0.55), height: 17 * 1.25)
        }
    }

    /// An image prepared for drawing.
    public struct ResolvedImage {
        let image: Image
        /// The image's size; unknown on a server, so a symbol's nominal size.
        public var size: CGSize { CGSize(width: 24, height: 24) }
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Moves the origin of drawing.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates drawing about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies a transform to drawing.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clips drawing to a path (kept for API parity: the web draws unclipped).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Clip options.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Adds a filter. A projection transform applies its plane part (the affine terms) to later
    /// drawing; other filters are kept for API parity (they are not drawn on the web).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let projection = filter.projection { concatenate(projection.affine) }
    }

    /// A filter applied to later drawing.
    public struct Filter: Sendable {
        let name: String
        var projection: ProjectionTransform? = nil
        /// A projection applied to later drawing (Strata keeps its affine part).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform", projection: matrix) }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter(name: "shadow") }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(name: "alphaThreshold") }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Draws into a copy of the context whose settings do not leak out.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// How far the transform scales lengths (for stroke widths).
    private var transformScale: CGFloat {
        let scaled = CGSize(width: 1, height: 0).applying(transform)
        let length = (scaled.width * scaled.width + scaled.height * scaled.height).squareRoot()
        return length > 0 ? length : 1
    }

    private func record(_ operation: _CanvasRecorder.Operation) {
        recorder.operations.append((operation, opacity))
    }
}
