/// A UIKit view, for `UIViewRepresentable`. A server has no UIKit: a few views stand for a
/// SwiftUI counterpart (`UIVisualEffectView` with a blur is a material, `UIActivityIndicatorView`
/// a spinner, `UILabel` text); other views draw nothing.
open class UIView {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    /// The view's own rectangle: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The insets of the safe area (none: a page has no notch or bars).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    public required init(frame: CGRect) {
        self.frame = frame
    }

    /// The appearance proxy of this class (`UITableView.appearance().backgroundColor = .clear`).
    /// A page has no UIKit views, so settings made through it change nothing.
    open class func appearance() -> Self {
        Self(frame: .zero)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view this view was added to.
    open private(set) weak var superview: UIView?

    /// The window the view is in: the nearest `UIWindow` among the view and its superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setContentHuggingPriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}

    /// The SwiftUI view this UIKit view stands for on the web (nil draws nothing).
    open var _swiftUIView: AnyView? { nil }
}

/// Auto Layout names view code passes along (layout is the browser's on the web).
public enum NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// A visual effect (`UIBlurEffect`).
open class UIVisualEffect {
    public init() {}
}

/// A blur, drawn as the matching material.
open class UIBlurEffect: UIVisualEffect {
    /// Blur styles.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    var material: Material {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark, .extraLight: .ultraThinMaterial
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light: .thinMaterial
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: .thickMaterial
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
        default: .regularMaterial
        }
    }
}

/// A view with a visual effect: a blur is its material.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
    }

    override open var _swiftUIView: AnyView? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        return AnyView(Rectangle().fill(blur.material))
    }
}

/// A spinner, drawn as an indeterminate `ProgressView` while animating.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large, white, whiteLarge, gray }

    open var style: Style
    open var color: UIColor?
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public required init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    override open var _swiftUIView: AnyView? {
        guard isAnimating || !hidesWhenStopped else { return nil }
        return AnyView(ProgressView().tint(color?.color))
    }
}

/// A label, drawn as text.
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var font: UIFont?
    open var numberOfLines = 1

    override open var _swiftUIView: AnyView? {
        guard let text else { return nil }
        return AnyView(Text(verbatim: text).font(font.map { Font($0) }).foregroundColor(textColor?.color).lineLimit(numberOfLines == 0 ? nil : numberOfLines))
    }
}
