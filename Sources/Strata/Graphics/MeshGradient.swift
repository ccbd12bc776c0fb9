/// A gradient over a grid of points, each with a color (iOS 18); a shape style and a view.
///
/// The web has no mesh gradients: it is drawn as a linear gradient from the top leading corner to
/// the bottom trailing one through the grid's colors, row by row.
nonisolated public struct MeshGradient: ShapeStyle, View, Sendable {
    public let width: Int
    public let height: Int
    public let points: [SIMD2<Float>]
    public let colors: [Color]
    public let background: Color
    public let smoothsColors: Bool

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let colors = self.colors.isEmpty ? [background] : self.colors
        return LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)._paint(in: environment)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeStyleFill(view, inputs: inputs, outputs: &outputs)
    }
}
