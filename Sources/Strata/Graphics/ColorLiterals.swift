// Color literals (`#colorLiteral(red:green:blue:alpha:)`, which Xcode shows as a swatch).

/// The type a color literal has when nothing else is asked for: `UIColor`, as on iOS, where
/// UIKit declares it and `import SwiftUI` brings UIKit along, so `let palette = [#colorLiteral(...)]`
/// is a `[UIColor]`. Where a `Color` or an `NSColor` is expected, the literal is one.
public typealias _ColorLiteralType = UIColor

// `UIColor` and `NSColor` are final classes here, so a convenience initializer in an extension
// witnesses the literal requirement soundly (on Apple platforms they are open Objective-C classes
// and the overlays declare a `required` one).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension NSColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
