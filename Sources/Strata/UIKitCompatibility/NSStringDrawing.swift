// UIKit's string measuring (`NSString(UIKitAdditions)`), which marquee and badge code uses to size
// text by its font. Nothing is measured on a server: the size is the same estimate Strata uses for
// a `Text` in that font (an average glyph width and the font's line height).

extension StringProtocol {
    /// The estimated size of the string drawn on one line with `attributes` (UIKit's default font,
    /// 12 points, when they name no `.font`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _estimatedDrawingSize(characters: count, attributes: attributes)
    }
}

extension NSString {
    /// The estimated size of the string drawn on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _estimatedDrawingSize(characters: (self as String).count, attributes: attributes)
    }
}

/// The estimated size of `characters` glyphs in the font of `attributes`.
func _estimatedDrawingSize(characters: Int, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let pointSize = (attributes?[.font] as? UIFont)?.pointSize ?? 12
    return CGSize(width: CGFloat(characters) * pointSize * 0.55, height: pointSize * 1.2)
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
