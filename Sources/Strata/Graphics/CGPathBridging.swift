#if !canImport(Darwin)
extension CGPath {
    /// The bounding box of the path's points.
    public var boundingBox: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
}

extension Path {
    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
