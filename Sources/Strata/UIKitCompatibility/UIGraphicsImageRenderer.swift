import Foundation

/// The settings of an image renderer.
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = 1
    public var opaque = false
    public var preferredRange: Range = .automatic

    /// The color range of rendered images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }

    public init() {}

    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw in.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context (headless: it keeps state and draws nothing).
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far: empty on a server.
    public var currentImage: UIImage { UIImage() }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
}

/// Draws images in code, headless: the actions run with a context pushed as the current one (so
/// `UIGraphicsGetCurrentContext()` and `UIBezierPath.fill()` work inside them), and the result is
/// an image with no pixels, which shows nothing, as other images made in code on a server.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect

    public init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        format = UIGraphicsImageRendererFormat()
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public init(bounds: CGRect) {
        self.bounds = bounds
        format = UIGraphicsImageRendererFormat()
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs the actions and returns an empty image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        run(actions)
        return UIImage()
    }

    /// Runs the actions and returns empty data: a server encodes no images.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)
        return Data()
    }

    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)
        return Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(), format: format)
        UIGraphicsPushContext(context.cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
    }
}
