import Foundation

/// A textured or colored rectangle, headless: its texture, color and size are kept.
@MainActor @preconcurrency
open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var color: SKColor
    open var colorBlendFactor: CGFloat = 0
    open var size: CGSize
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var blendMode: SKBlendMode = .alpha

    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    public convenience init(imageNamed name: String) {
        self.init(texture: SKTexture(imageNamed: name))
    }

    public convenience init(color: SKColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    public override convenience init() {
        self.init(texture: nil, color: .white, size: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        color = .white
        size = .zero
        super.init(coder: aDecoder)
    }

    open override var frame: CGRect {
        let width = size.width * xScale, height = size.height * yScale
        return CGRect(x: position.x - anchorPoint.x * width, y: position.y - anchorPoint.y * height, width: width, height: height)
    }
}

/// A node drawn from a path, headless: its path and colors are kept.
@MainActor @preconcurrency
open class SKShapeNode: SKNode {
    open var path: CGPath?
    open var fillColor: SKColor = .clear
    open var strokeColor: SKColor = .white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var isAntialiased = true
    open var fillTexture: SKTexture?
    open var blendMode: SKBlendMode = .alpha

    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    public convenience init(rect: CGRect) {
        self.init(path: CGPath(path: Path(rect)))
    }

    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        self.init(path: CGPath(path: Path(roundedRect: rect, cornerRadius: cornerRadius)))
    }

    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
    }

    public convenience init(ellipseIn rect: CGRect) {
        self.init(path: CGPath(path: Path(ellipseIn: rect)))
    }

    open override var frame: CGRect {
        guard let path else { return super.frame }
        return path.path.boundingRect.offsetBy(dx: position.x, dy: position.y)
    }
}

/// A text node, headless: its text and font settings are kept.
@MainActor @preconcurrency
open class SKLabelNode: SKNode {
    open var text: String?
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: SKColor? = .white
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0

    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }
}
