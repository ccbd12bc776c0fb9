import Foundation

// UIKit views that stand for a SwiftUI counterpart on the web.

/// A visual effect (`UIBlurEffect`). An `NSObject`, as on iOS, so effects compare (`effect == .none`).
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
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

    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
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

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
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
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?

    /// The text with attributes; setting it sets `text` to its characters and takes its first
    /// paragraph style's alignment.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            text = newValue?.string
            if let newValue, newValue.length > 0,
               let style = newValue.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
                textAlignment = style.alignment
            }
        }
    }

    private var storedAttributedText: NSAttributedString?

    /// The text's estimated size: one line per `numberOfLines` (all lines for 0), wrapped at
    /// `size.width` when it is finite and positive.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let line = _estimatedDrawingSize(text, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17)])
        guard size.width > 0, size.width.isFinite, line.width > size.width else { return line }
        let lines = (line.width / size.width).rounded(.up)
        let shown = numberOfLines == 0 ? lines : min(lines, CGFloat(numberOfLines))
        return CGSize(width: size.width, height: line.height * shown)
    }

    override open var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0)) }

    override open var _swiftUIView: AnyView? {
        guard let text else { return nil }
        let alignment: TextAlignment = switch textAlignment {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
        return AnyView(Text(verbatim: text).font(font.map { Font($0) }).foregroundColor(textColor?.color)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines).multilineTextAlignment(alignment))
    }
}
