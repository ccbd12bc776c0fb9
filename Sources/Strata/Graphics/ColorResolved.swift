// `Color.resolve(in:)` (iOS 17): a color's concrete components in an environment. Effects read
// them to blend or vary colors (`confetti(colors:in:)`). System colors resolve to Apple's values
// for the environment's color scheme, the same ones the HTML stylesheet uses; asset colors, which
// a server does not have, resolve to a mid gray.

extension Color {
    /// A color's components in the sRGB color space.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// The red component with the sRGB transfer function removed.
        public var linearRed: Float { Self.linear(red) }
        /// The green component with the sRGB transfer function removed.
        public var linearGreen: Float { Self.linear(green) }
        /// The blue component with the sRGB transfer function removed.
        public var linearBlue: Float { Self.linear(blue) }

        public var description: String {
            func byte(_ value: Float) -> String {
                let hex = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }

        private static func linear(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : Float(pow(Double((value + 0.055) / 1.055), 2.4))
        }
    }

    /// The color's components in `environment` (system colors follow its color scheme).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgb: (Double, Double, Double, Double)
        switch definition {
        case let .rgb(red, green, blue):
            rgb = (red, green, blue, 1)
        case .system(let name):
            rgb = Self.systemComponents(name, dark: environment.colorScheme == .dark)
        case .asset:
            rgb = (0.5, 0.5, 0.5, 1)
        case .adaptive:
            return _resolvingAppearance(environment.colorScheme).resolve(in: environment)
        }
        return Resolved(red: Float(rgb.0), green: Float(rgb.1), blue: Float(rgb.2), opacity: Float(rgb.3 * alpha))
    }

    /// A color with resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// The sRGB components and opacity of a system color, as Apple's platforms define them.
    static func systemComponents(_ name: String, dark: Bool) -> (Double, Double, Double, Double) {
        let hex: UInt32
        var opacity = 1.0
        switch name {
        case "red": hex = dark ? 0xFF453A : 0xFF3B30
        case "orange": hex = dark ? 0xFF9F0A : 0xFF9500
        case "yellow": hex = dark ? 0xFFD60A : 0xFFCC00
        case "green": hex = dark ? 0x30D158 : 0x34C759
        case "mint": hex = dark ? 0x63E6E2 : 0x00C7BE
        case "teal": hex = dark ? 0x40C8E0 : 0x30B0C7
        case "cyan": hex = dark ? 0x64D2FF : 0x32ADE6
        case "blue", "accent": hex = dark ? 0x0A84FF : 0x007AFF
        case "indigo": hex = dark ? 0x5E5CE6 : 0x5856D6
        case "purple": hex = dark ? 0xBF5AF2 : 0xAF52DE
        case "pink": hex = dark ? 0xFF375F : 0xFF2D55
        case "brown": hex = dark ? 0xAC8E68 : 0xA2845E
        case "gray": hex = 0x8E8E93
        case "primary": hex = dark ? 0xFFFFFF : 0x000000
        case "secondary": (hex, opacity) = dark ? (0xEBEBF5, 0.6) : (0x3C3C43, 0.6)
        case "tertiary": (hex, opacity) = dark ? (0xEBEBF5, 0.3) : (0x3C3C43, 0.3)
        case "quaternary": (hex, opacity) = dark ? (0xEBEBF5, 0.16) : (0x3C3C43, 0.18)
        case "background", "secondaryGroupedBackground": hex = dark ? (name == "background" ? 0x000000 : 0x1C1C1E) : 0xFFFFFF
        case "secondaryBackground": hex = dark ? 0x1C1C1E : 0xF2F2F7
        case "groupedBackground": hex = dark ? 0x000000 : 0xF2F2F7
        case "separator": (hex, opacity) = dark ? (0x545458, 0.65) : (0x3C3C43, 0.29)
        case "fill": (hex, opacity) = dark ? (0x787880, 0.36) : (0x787880, 0.2)
        default: hex = 0x808080
        }
        func unit(_ shift: UInt32) -> Double { Double((hex >> shift) & 0xFF) / 255 }
        return (unit(16), unit(8), unit(0), opacity)
    }
}
