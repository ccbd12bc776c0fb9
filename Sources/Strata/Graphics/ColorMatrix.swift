/// A 5×4 matrix that maps a color's red, green, blue and alpha (and a constant) to new ones, for
/// the canvas filter `GraphicsContext.Filter.colorMatrix(_:)`: each output component is
/// `c1 * r + c2 * g + c3 * b + c4 * a + c5` with row `c` (`r`, `g`, `b` or `a`). Starts as the
/// identity. Canvases keep the filter without drawing it.
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}
}

extension GraphicsContext.Filter {
    /// A color-matrix filter over later drawing (kept, not drawn).
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter { GraphicsContext.Filter(name: "colorMatrix") }
}
