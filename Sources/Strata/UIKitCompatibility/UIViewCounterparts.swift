import Foundation

// UIKit views that stand for a SwiftUI counterpart on the web.

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

    override open var _swiftUIView: AnyView? {
        guard let text else { return nil }
        return AnyView(Text(verbatim: text).font(font.map { Font($0) }).foregroundColor(textColor?.color).lineLimit(numberOfLines == 0 ? nil : numberOfLines))
    }
}
