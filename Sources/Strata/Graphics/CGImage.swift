// A Core Graphics image as a description of its pixels (size and format), for code that passes
// images around (`CAEmitterCell.contents`, `CGContext.makeImage()`): a server decodes and draws no
// pixels, so an image here has a format and no pixel data.

#if !canImport(Darwin)
/// A bitmap image's size and pixel format.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo

    init(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
         colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
    }

    /// Where the pixels keep their alpha.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? CGImageAlphaInfo.none
    }

    /// The part of the image inside `rect` (rounded out to whole pixels), or nil when `rect` misses
    /// the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let part = rect.integral.intersection(bounds)
        guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
        return CGImage(width: Int(part.width), height: Int(part.height), bitsPerComponent: bitsPerComponent,
                       bitsPerPixel: bitsPerPixel, bytesPerRow: Int(part.width) * bitsPerPixel / 8,
                       colorSpace: colorSpace, bitmapInfo: bitmapInfo)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGContext {
    /// An image of a bitmap context's size and format (nil for other contexts).
    public func makeImage() -> CGImage? {
        guard let format = bitmapFormat else { return nil }
        let components = format.colorSpace.numberOfComponents + (alphaInfo == .none ? 0 : 1)
        return CGImage(width: format.width, height: format.height, bitsPerComponent: format.bitsPerComponent,
                       bitsPerPixel: components * format.bitsPerComponent, bytesPerRow: format.bytesPerRow,
                       colorSpace: format.colorSpace, bitmapInfo: format.bitmapInfo)
    }
}
#endif
