// A badge indicator drawn with UIKit views and layers, with a SwiftUI entry point, as alert and
// indicator packages write theirs (target-action is closure-based here: Linux has no `#selector`).
import SwiftUI
import UIKit

/// A small capsule with a checkmark icon and a title that slides in from the top.
open class BadgeIndicatorView: UIView {
    public let titleLabel = UILabel()
    public let iconView = CheckmarkIconView()
    open var contentInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 20)
    open var presentDuration: TimeInterval = 0.45
    private(set) var isPresented = false
    private var widthConstraint: NSLayoutConstraint?

    public init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 22
        layer.cornerCurve = .continuous
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 6)
        layoutMargins = contentInsets

        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 2
        titleLabel.attributedText = NSAttributedString(string: title, attributes: [.paragraphStyle: style])
        titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        titleLabel.numberOfLines = 1
        addSubview(iconView)
        addSubview(titleLabel)

        let dismissOnTap = UITapGestureRecognizer()
        dismissOnTap.numberOfTapsRequired = 1
        addGestureRecognizer(dismissOnTap)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude))
        return CGSize(width: contentInsets.left + 24 + 8 + title.width + contentInsets.right,
                      height: max(44, title.height + contentInsets.top + contentInsets.bottom))
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.inset(by: layoutMargins)
        iconView.frame = CGRect(x: inner.minX, y: inner.midY - 12, width: 24, height: 24)
        titleLabel.frame = CGRect(x: iconView.frame.maxX + 8, y: inner.minY, width: inner.maxX - iconView.frame.maxX - 8, height: inner.height)
    }

    /// Adds the badge to `container`, pinned to its top and centered, and slides it in.
    open func present(in container: UIView, completion: ((Bool) -> Void)? = nil) {
        translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(self)
        let width = widthAnchor.constraint(equalToConstant: sizeThatFits(container.bounds.size).width)
        widthConstraint = width
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 12),
            centerXAnchor.constraint(equalTo: container.centerXAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            width,
        ])
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: -60).scaledBy(x: 0.9, y: 0.9)
        UIView.animate(withDuration: presentDuration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .curveEaseOut]) {
            self.alpha = 1
            self.transform = .identity
        } completion: { finished in
            self.isPresented = finished
            self.iconView.animate()
            completion?(finished)
        }
    }

    /// Fades the badge out and removes it.
    open func dismiss() {
        UIView.animate(withDuration: 0.2, animations: { self.alpha = 0 }) { _ in
            self.removeFromSuperview()
            self.isPresented = false
        }
    }
}

/// A checkmark stroked by a shape layer, drawn in with a stroke animation.
open class CheckmarkIconView: UIView {
    public let checkLayer = CAShapeLayer()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        checkLayer.fillColor = UIColor.clear.cgColor
        checkLayer.strokeColor = UIColor.systemGreen.cgColor
        checkLayer.lineWidth = 3
        checkLayer.lineCap = .round
        checkLayer.lineJoin = .round
        checkLayer.strokeEnd = 0
        layer.addSublayer(checkLayer)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.width * 0.2, y: bounds.height * 0.55))
        path.addLine(to: CGPoint(x: bounds.width * 0.42, y: bounds.height * 0.75))
        path.addLine(to: CGPoint(x: bounds.width * 0.8, y: bounds.height * 0.3))
        checkLayer.frame = bounds
        checkLayer.path = path.cgPath
    }

    /// Draws the checkmark in.
    open func animate() {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.3
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.checkLayer.strokeEnd = 1 }
        checkLayer.add(draw, forKey: "draw")
        CATransaction.commit()
    }
}

/// The SwiftUI entry point: the badge's title as a UIKit label, so it shows on every platform.
public struct BadgeIndicator: UIViewRepresentable {
    var title: String

    public init(title: String) {
        self.title = title
    }

    public func makeUIView(context: Context) -> UILabel {
        let badge = BadgeIndicatorView(title: title)
        badge.frame = CGRect(origin: .zero, size: badge.sizeThatFits(CGSize(width: 320, height: 100)))
        badge.layoutIfNeeded()
        return badge.titleLabel
    }

    public func updateUIView(_ uiView: UILabel, context: Context) {}
}
