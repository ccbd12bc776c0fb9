import Foundation

/// A view that shows an image; in a `UIViewRepresentable` it draws its image (the highlighted one
/// when highlighted), fitted by its content mode and tinted for template images.
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// Frames of an image animation (kept; a server shows the image alone).
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }

    /// The image's size, as UIKit sizes an image view to fit it (none without an image).
    override open func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    override open var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    override open var _swiftUIView: AnyView? {
        guard let image = shownImage else { return nil }
        let drawn = Image(uiImage: image)
        switch contentMode {
        case .scaleToFill: return AnyView(drawn.resizable().foregroundColor(tintColor?.color))
        case .scaleAspectFit: return AnyView(drawn.resizable().aspectRatio(contentMode: .fit).foregroundColor(tintColor?.color))
        case .scaleAspectFill: return AnyView(drawn.resizable().aspectRatio(contentMode: .fill).foregroundColor(tintColor?.color))
        default: return AnyView(drawn.foregroundColor(tintColor?.color))
        }
    }
}
