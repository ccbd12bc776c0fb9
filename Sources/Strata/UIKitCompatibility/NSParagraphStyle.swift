// Paragraph attributes of attributed strings (UIKit's text system), kept as set.

/// How lines of text are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// How a line that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Paragraph attributes (`NSAttributedString.Key.paragraphStyle`).
open class NSParagraphStyle: @unchecked Sendable {
    var values = Values()

    struct Values {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
    }

    public init() {}

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// A mutable copy of the style.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }
}

/// Paragraph attributes that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue } }
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
}

#if !canImport(Darwin)
extension NSAttributedString.Key {
    /// The paragraph style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline style (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The baseline offset in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
#endif
