// Bitmap contexts (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`),
// as code that samples a view's pixels makes them. Like every context here it draws nothing: the
// caller's buffer keeps what it held (a 1×1 buffer of zeros reads as a transparent pixel, so code
// that lets touches through transparent areas lets them through).

#if !canImport(Darwin)
/// The format a bitmap context was made with.
struct CGBitmapFormat {
    var width: Int
    var height: Int
    var bitsPerComponent: Int
    var bytesPerRow: Int
    var colorSpace: CGColorSpace
    var bitmapInfo: CGBitmapInfo
}

extension CGContext {
    /// A bitmap context, or nil when the format is invalid (a negative or zero size, a component
    /// size other than 1...32 bits, or rows too short for the width), as Core Graphics does.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let components = space.numberOfComponents
            + (CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) == CGImageAlphaInfo.none ? 0 : 1)
        let rowBits = width.multipliedReportingOverflow(by: components * bitsPerComponent)
        guard width > 0, height > 0, (1...32).contains(bitsPerComponent), !rowBits.overflow,
              bytesPerRow == 0 || bytesPerRow * 8 >= rowBits.partialValue else { return nil }
        self.init()
        bitmapFormat = CGBitmapFormat(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                    bytesPerRow: bytesPerRow == 0 ? (rowBits.partialValue + 7) / 8 : bytesPerRow,
                                    colorSpace: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// A bitmap context's width in pixels (0 for other contexts).
    public var width: Int { bitmapFormat?.width ?? 0 }
    /// A bitmap context's height in pixels (0 for other contexts).
    public var height: Int { bitmapFormat?.height ?? 0 }
    /// Bits per color component of a bitmap context (0 for other contexts).
    public var bitsPerComponent: Int { bitmapFormat?.bitsPerComponent ?? 0 }
    /// Bytes per row of a bitmap context (0 for other contexts).
    public var bytesPerRow: Int { bitmapFormat?.bytesPerRow ?? 0 }
    /// A bitmap context's color space (nil for other contexts).
    public var colorSpace: CGColorSpace? { bitmapFormat?.colorSpace }
    /// A bitmap context's layout (empty for other contexts).
    public var bitmapInfo: CGBitmapInfo { bitmapFormat?.bitmapInfo ?? [] }
    /// A bitmap context's alpha info.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? CGImageAlphaInfo.none
    }
}
#endif
