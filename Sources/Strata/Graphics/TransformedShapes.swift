// Shape modifiers that return shapes: `offset`, `scale`, `rotation`, `transform` and `size`.
// They are drawn as vector paths (the transform applies within the frame the shape is given).

/// A shape moved by an offset.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var _geometry: ShapeGeometry { shape._geometry }
    public var _geometryEffects: [RenderEffect] { shape._geometryEffects + [.offset(offset)] }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape scaled about an anchor of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    // About the center, the base shape keeps its native form and is scaled.
    public var _geometry: ShapeGeometry { anchor == .center ? shape._geometry : defaultGeometry }
    public var _geometryEffects: [RenderEffect] { anchor == .center ? shape._geometryEffects + [.scale(scale)] : [] }
}

/// A shape rotated about an anchor of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
    }

    // About the center, the base shape keeps its native form and is rotated.
    public var _geometry: ShapeGeometry { anchor == .center ? shape._geometry : defaultGeometry }
    public var _geometryEffects: [RenderEffect] { anchor == .center ? shape._geometryEffects + [.rotation(angle)] : [] }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape with an affine transform applied.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape drawn in a fixed-size rectangle at the origin of its frame.
nonisolated public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

nonisolated extension Shape {
    /// The shape's outline as a path geometry.
    var defaultGeometry: ShapeGeometry {
        let shape = self
        return .path(ShapeGeometry.PathProvider { shape.path(in: $0) })
    }

    /// The shape moved by `offset`.
    public consuming func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `x` and `y`.
    public consuming func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// The shape moved by `x` and `y`.
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// The shape scaled about `anchor`.
    public consuming func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled uniformly about `anchor`.
    public consuming func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape rotated about `anchor`.
    public consuming func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape with a transform applied.
    public consuming func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }

    /// The shape drawn at a fixed size.
    public consuming func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// The shape drawn at a fixed size.
    public consuming func size(width: CGFloat, height: CGFloat) -> some Shape { _SizedShape(shape: self, size: CGSize(width: width, height: height)) }
}

extension CGAffineTransform {
    /// This transform applied about the point `anchor` names in `rect` (rotations and scales of
    /// a shape within its frame).
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
