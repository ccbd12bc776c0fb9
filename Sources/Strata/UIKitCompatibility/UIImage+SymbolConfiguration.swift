import Foundation

/// The configuration an image is drawn with.
open class UIImageConfiguration: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (lhs: UIImageConfiguration, rhs: UIImageConfiguration) -> Bool { lhs.isEqual(to: rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Self.self)) }
    func isEqual(to other: UIImageConfiguration) -> Bool { type(of: self) == type(of: other) }
}

extension UIImage {
    /// A symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text beside it.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// How a symbol is drawn: its point size or text style, weight and scale. The page draws
    /// symbols from their SwiftUI counterparts (`Image(systemName:)` with `font` and
    /// `imageScale`); the configuration is kept on the image.
    open class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }

        /// This configuration with `other`'s settings where it has them.
        open func applying(_ other: UIImage.SymbolConfiguration?) -> UIImage.SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale, textStyle: other.textStyle ?? textStyle
            )
        }

        override func isEqual(to other: UIImageConfiguration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
        }
    }

    /// A system symbol drawn with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImageConfiguration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    /// The same image with `configuration`.
    public func withConfiguration(_ configuration: UIImageConfiguration) -> UIImage {
        guard case .system(let name)? = source, let image = UIImage(systemName: name) else { return self }
        image.symbolConfiguration = (configuration as? SymbolConfiguration).map { symbolConfiguration?.applying($0) ?? $0 }
        return image
    }

    /// The same symbol with `configuration` applied over its own.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }
}
