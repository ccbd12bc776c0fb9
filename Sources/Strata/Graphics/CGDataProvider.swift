// Core Graphics' data providers and the Core Foundation data functions pixel-reading code uses
// (`image.dataProvider?.data`, then `CFDataGetBytePtr`). On Apple platforms `import SwiftUI`
// brings Core Foundation along; Linux has Core Foundation too, so Strata re-exports exactly these
// names from it (the real declarations), as it does `CFAbsoluteTimeGetCurrent`.
#if !canImport(Darwin)
@_exported import class CoreFoundation.CFData
@_exported import func CoreFoundation.CFDataGetBytePtr
@_exported import func CoreFoundation.CFDataGetLength

/// A source of bytes for an image: here, data held in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes the provider holds.
    public let data: CFData?

    /// A provider of the bytes of `data`.
    public init?(data: CFData) {
        self.data = data
    }
}

extension CGImage {
    /// The provider of the image's pixels: nil, as images here describe a size and format and hold
    /// no pixels (a server decodes and draws none). Code that reads pixels checks for nil, as it
    /// must on Apple platforms for images not backed by memory.
    public var dataProvider: CGDataProvider? { nil }
}
#endif
