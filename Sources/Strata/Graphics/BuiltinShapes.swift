/// A rectangle aligned inside its frame.
nonisolated public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public var _geometry: ShapeGeometry { .rectangle }
    public func inset(by amount: CGFloat) -> Rectangle { var copy = self; copy.insetAmount += amount; return copy }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: cornerSize, style: style)
    }

    public var _geometry: ShapeGeometry { .roundedRectangle(cornerSize: cornerSize, style: style) }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var copy = self; copy.insetAmount += amount; return copy }
}

/// A capsule: a rectangle whose short sides are semicircles.
nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public var _geometry: ShapeGeometry { .capsule }
    public func inset(by amount: CGFloat) -> Capsule { var copy = self; copy.insetAmount += amount; return copy }
}

/// A circle centered in its frame, as large as the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - insetAmount * 2
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public var _geometry: ShapeGeometry { .circle }
    public func inset(by amount: CGFloat) -> Circle { var copy = self; copy.insetAmount += amount; return copy }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public var _geometry: ShapeGeometry { .ellipse }
    public func inset(by amount: CGFloat) -> Ellipse { var copy = self; copy.insetAmount += amount; return copy }
}

/// The shape of the container a view is in (a widget or a `containerShape(_:)`). A page has no
/// container shapes, so this is a rectangle, as SwiftUI draws it outside one.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public var _geometry: ShapeGeometry { .rectangle }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var copy = self; copy.insetAmount += amount; return copy }
}
