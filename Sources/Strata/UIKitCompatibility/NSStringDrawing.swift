// UIKit's string measuring (`NSString(UIKitAdditions)`), which marquee and badge code uses to size
// text by its font. Nothing is measured on a server: the size is the estimate Strata uses for a
// `Text` in that font (the face's glyph widths and the font's line height).

extension StringProtocol {
    /// The estimated size of the string drawn on one line with `attributes` (UIKit's default font,
    /// 12 points, when they name no `.font`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _estimatedDrawingSize(String(self), attributes: attributes)
    }

    /// The estimated bounds of the string drawn with `attributes` in lines at most `size.width`
    /// wide (one line unless `.usesLineFragmentOrigin` is among `options`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        _estimatedBounds(String(self), size: size, options: options, attributes: attributes)
    }
}

extension NSString {
    /// The estimated size of the string drawn on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _estimatedDrawingSize(self as String, attributes: attributes)
    }

    /// The estimated bounds of the string drawn with `attributes` in lines at most `size.width` wide.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        _estimatedBounds(self as String, size: size, options: options, attributes: attributes)
    }
}

/// How strings are measured and drawn.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of a string measurement (the scale factor UIKit applied: always 1 here).
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// The estimated size of `string` on one line in the font of `attributes` (UIKit's default font,
/// 12 points, when they name no `.font`).
func _estimatedDrawingSize(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let pointSize = drawingPointSize(attributes)
    return CGSize(width: TextWidthEstimate.width(of: string, pointSize: pointSize), height: pointSize * 1.2)
}

/// The estimated bounds of `string` broken into lines of at most `size.width` (whole words where
/// they fit) when `options` has `.usesLineFragmentOrigin`; one line otherwise.
func _estimatedBounds(_ string: String, size: CGSize, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?) -> CGRect {
    let line = _estimatedDrawingSize(string, attributes: attributes)
    guard options.contains(.usesLineFragmentOrigin), size.width > 0, line.width > size.width else {
        return CGRect(x: 0, y: 0, width: line.width, height: line.height)
    }
    let pointSize = drawingPointSize(attributes)
    let space = TextWidthEstimate.width(of: " ", pointSize: pointSize)
    var lines = 1, current: CGFloat = 0, widest: CGFloat = 0
    for word in string.split(separator: " ") {
        let width = min(TextWidthEstimate.width(of: String(word), pointSize: pointSize), size.width)
        if current > 0, current + space + width > size.width {
            widest = max(widest, current)
            lines += 1
            current = width
        } else {
            current += (current > 0 ? space : 0) + width
        }
    }
    widest = max(widest, current)
    let height = min(CGFloat(lines) * line.height, size.height > 0 ? size.height : .greatestFiniteMagnitude)
    return CGRect(x: 0, y: 0, width: widest, height: height)
}

// Drawing a string into the current context: a server draws no text, so these do nothing (they
// exist so image renderers and `draw(_:)` overrides that draw text compile).
extension StringProtocol {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

/// The point size of the font `attributes` name, or UIKit's default of 12 points.
private func drawingPointSize(_ attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
    (attributes?[.font] as? UIFont)?.pointSize ?? 12
}
