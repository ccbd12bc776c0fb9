import Foundation

/// How a texture is sampled when scaled.
public enum SKTextureFilteringMode: Int, Sendable {
    case nearest, linear
}

/// An image for sprites and particles, headless: it keeps its source image (or name) and size; no
/// pixels are decoded on a server, so a texture made from a name or image whose size is unknown is 0×0.
open class SKTexture: NSObject {
    /// The image the texture was made from, if any.
    public let image: UIImage?
    /// The image name the texture was made from, if any.
    public let imageName: String?
    private let pixelSize: CGSize
    open var filteringMode: SKTextureFilteringMode = .linear
    open var usesMipmaps = false

    public init(image: UIImage) {
        self.image = image
        imageName = nil
        pixelSize = .zero
        super.init()
    }

    public init(imageNamed name: String) {
        image = UIImage(named: name)
        imageName = name
        pixelSize = .zero
        super.init()
    }

    /// A texture of a given size (from a view's rendering or generated data).
    init(size: CGSize) {
        image = nil
        imageName = nil
        pixelSize = size
        super.init()
    }

    public convenience init(data pixelData: Data, size: CGSize) {
        self.init(size: size)
    }

    /// The texture's size in points.
    open func size() -> CGSize { pixelSize }

    /// The unit rectangle: textures here are never cropped.
    open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
