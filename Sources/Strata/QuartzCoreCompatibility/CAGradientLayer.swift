import Foundation

/// A layer that draws a gradient, headless: its colors and geometry are kept as set.
open class CAGradientLayer: CALayer {
    /// The gradient's colors (`CGColor`s).
    open var colors: [Any]?
    /// Where each color sits, 0...1 (nil spreads them evenly).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates (top center unless set).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates (bottom center unless set).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
