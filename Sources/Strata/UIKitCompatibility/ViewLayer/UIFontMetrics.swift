/// Scales fonts and values for the reader's dynamic type size. A page is rendered at the default
/// size (the browser scales text itself), so fonts and values come back unchanged, within any
/// maximum point size.
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling the metrics follow.
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont { font }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
