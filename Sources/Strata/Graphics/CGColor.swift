#if !canImport(Darwin)
/// A Core Graphics color (`UIColor.cgColor`, layer colors). It wraps the SwiftUI color it stands
/// for, so `Color(cgColor:)` of a system color still follows the page's appearance; its components
/// are the color's sRGB values in light appearance.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The SwiftUI color this color stands for.
    public let _color: Color

    init(color: Color) {
        _color = color
    }

    /// A color in the generic RGB color space (sRGB here).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(gray), opacity: Double(alpha)))
    }

    private var resolved: Color.Resolved { _color.resolve(in: EnvironmentValues()) }

    /// Red, green, blue and alpha, 0...1.
    public var components: [CGFloat]? {
        let value = resolved
        return [CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue), CGFloat(value.opacity)]
    }

    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { CGFloat(resolved.opacity) }

    /// The color with its alpha replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        let value = resolved
        return CGColor(red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs._color == rhs._color }
    public func hash(into hasher: inout Hasher) { hasher.combine(_color) }
}

extension Color {
    /// The SwiftUI color a Core Graphics color stands for.
    public init(cgColor: CGColor) {
        self = cgColor._color
    }

    /// The SwiftUI color a Core Graphics color stands for. Disfavored, so that `Color(.white)`
    /// means the UIKit color, as it does on iOS.
    @_disfavoredOverload
    public init(_ cgColor: CGColor) {
        self = cgColor._color
    }

    /// The color as a Core Graphics color.
    public var cgColor: CGColor? { CGColor(color: self) }
}
#endif
