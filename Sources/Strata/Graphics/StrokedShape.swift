/// A shape's outline stroked with a style, as a shape of its own (what `stroke(lineWidth:)` and
/// `stroke(style:)` return). Drawn as it is, it is the base shape stroked with the foreground style;
/// filled (`.fill(.red)`) or used as a path, it is the stroke's outline (`Path.strokedPath(_:)`).
nonisolated public struct _StrokedShape<Base: Shape>: Shape {
    public var base: Base
    public var style: StrokeStyle

    public init(base: Base, style: StrokeStyle) {
        self.base = base
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).strokedPath(style)
    }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// Drawn as the base shape stroked natively, so back ends keep its native form.
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Base>._makeView(
            _ShapeView(shape: view.base, fill: nil, stroke: (AnyShapeStyle(ForegroundStyle()), view.style, false)),
            inputs: inputs, outputs: &outputs)
    }
}
