import Foundation

// Apple's CoreGraphics describes its geometry types for logging (`"\(point.debugDescription)"`);
// Linux's Foundation declares the types without the descriptions. The text is Apple's.
#if !canImport(Darwin)
extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as Apple's CoreGraphics writes it.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as Apple's CoreGraphics writes it.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as Apple's CoreGraphics writes it.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
#endif
