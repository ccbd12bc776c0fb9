/// A type-erased shape.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    private let pathIn: (CGRect) -> Path
    private let geometry: ShapeGeometry

    public init<S: Shape>(_ shape: S) {
        pathIn = shape.path(in:)
        geometry = shape._geometry
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    public var _geometry: ShapeGeometry { geometry }
}
