// Core Graphics color spaces and bitmap formats, for code that makes a bitmap context
// (`CGColorSpaceCreateDeviceRGB()`, `CGBitmapInfo`, `CGImageAlphaInfo`). Strata's colors are sRGB,
// so a color space is a name and a component count, nothing is converted.

#if !canImport(Darwin)
/// A color space: its name and how many color components it has.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The kinds of color space.
    public enum Model: Int32, Sendable {
        case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, xyz = 7
    }

    /// The color space's name (one of the `CGColorSpace` name constants), nil for a device space.
    public let name: String?
    /// The color model.
    public let model: Model

    init(name: String?, model: Model) {
        self.name = name
        self.model = model
    }

    /// The color space of a name constant (`CGColorSpace(name: CGColorSpace.sRGB)`); nil for an
    /// unknown name.
    public convenience init?(name: String) {
        switch name {
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.extendedLinearGray:
            self.init(name: name, model: .monochrome)
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3,
             Self.extendedDisplayP3, Self.genericRGBLinear, Self.adobeRGB1998:
            self.init(name: name, model: .rgb)
        case Self.genericCMYK:
            self.init(name: name, model: .cmyk)
        default:
            return nil
        }
    }

    /// The number of color components (alpha not counted).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        case .unknown, .pattern: 0
        default: 3
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// The device-dependent RGB color space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }
/// The device-dependent gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
/// The device-dependent CMYK color space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(name: nil, model: .cmyk) }

/// Where a bitmap's pixels keep their alpha.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: its alpha info in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrderDefault = CGBitmapInfo([])
}
#endif
