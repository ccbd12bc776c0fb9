/// A description of a font (UIKit's): family, size, traits, design. `UIFont(descriptor:size:)`
/// makes the SwiftUI font it describes.
public final class UIFontDescriptor: Hashable, @unchecked Sendable {
    /// Bold, italic and the other traits a descriptor can ask for.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font.
    public struct SystemDesign: Hashable, Sendable {
        let design: Font.Design
        public static let `default` = SystemDesign(design: .default)
        public static let rounded = SystemDesign(design: .rounded)
        public static let serif = SystemDesign(design: .serif)
        public static let monospaced = SystemDesign(design: .monospaced)
    }

    /// The family name ("system" for the system font).
    public let family: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(family: String, pointSize: CGFloat, symbolicTraits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.family = family
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
        self.design = design
    }

    /// A descriptor of a named font.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(family: fontName, pointSize: size)
    }

    /// The system font of a dynamic type style at the default size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(family: "system", pointSize: style.style.pointSize)
    }

    /// The descriptor with these traits instead of its own.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(family: family, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design)
    }

    /// The descriptor of the system font in another design (nil for other fonts).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        family == "system" ? UIFontDescriptor(family: family, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design) : nil
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, pointSize: newPointSize, symbolicTraits: symbolicTraits, design: design)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.family == rhs.family && lhs.pointSize == rhs.pointSize && lhs.symbolicTraits == rhs.symbolicTraits && lhs.design == rhs.design
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(pointSize)
    }
}

extension UIFont {
    /// The font a descriptor describes; a `size` of 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let traits = descriptor.symbolicTraits
        var font: Font
        if descriptor.family == "system" {
            let design: Font.Design = traits.contains(.traitMonoSpace) ? .monospaced : descriptor.design.design
            font = .system(size: size, weight: traits.contains(.traitBold) ? .bold : .regular, design: design)
        } else {
            font = .custom(descriptor.family, size: size)
            if traits.contains(.traitBold) { font = font.bold() }
        }
        if traits.contains(.traitItalic) { font = font.italic() }
        self.init(font: font, pointSize: size, fontName: descriptor.family)
    }

    /// The font's descriptor (family and size).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(family: fontName, pointSize: pointSize) }
}
