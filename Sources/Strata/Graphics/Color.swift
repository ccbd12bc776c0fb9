/// A color, usable as a view (it fills its space) and as a shape style.
///
/// System colors adapt to light and dark appearance; back ends resolve them per color scheme.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// How a color is defined.
    public enum Definition: Hashable, Sendable {
        /// A named, adaptive system color such as "red" or "primary".
        case system(String)
        /// sRGB components in 0...1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A color from an asset catalog; back ends pick a fallback.
        case asset(String)
        /// One color in light appearance and another in dark (a dynamic `UIColor`).
        case adaptive(AppearancePair)
    }

    /// The colors of an adaptive color, light and dark.
    public final class AppearancePair: Hashable, Sendable {
        public let light: Color
        public let dark: Color

        init(light: Color, dark: Color) {
            self.light = light
            self.dark = dark
        }

        public static func == (lhs: AppearancePair, rhs: AppearancePair) -> Bool { lhs.light == rhs.light && lhs.dark == rhs.dark }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(light)
            hasher.combine(dark)
        }
    }

    public let definition: Definition
    /// Opacity in 0...1, multiplied by `opacity(_:)`.
    public let alpha: Double

    @usableFromInline
    init(definition: Definition, alpha: Double = 1) {
        self.definition = definition
        self.alpha = alpha
    }

    /// The sRGB color spaces Apple's initializers name.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(definition: .rgb(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue)),
                  alpha: Self.unit(opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = Self.unit(saturation), v = Self.unit(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A color from the app's asset catalog. There is none on the web; back ends use a neutral
    /// fallback that can be overridden with the CSS variable `--asset-<name>`.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(definition: .asset(name))
    }

    /// The color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(definition: definition, alpha: alpha * Self.unit(opacity))
    }

    private static func unit(_ value: Double) -> Double { min(max(value, 0), 1) }

    public var description: String {
        switch definition {
        case .system(let name): alpha == 1 ? name : "\(name) \(alpha)"
        case .asset(let name): "asset \(name)"
        case let .rgb(red, green, blue): "rgb(\(red), \(green), \(blue), \(alpha))"
        case .adaptive(let pair): "light \(pair.light), dark \(pair.dark), \(alpha)"
        }
    }

    static func system(_ name: String) -> Color { Color(definition: .system(name)) }

    /// `light` in light appearance and `dark` in dark, as a dynamic `UIColor` resolves.
    public static func _adaptive(light: Color, dark: Color) -> Color { Color(definition: .adaptive(AppearancePair(light: light, dark: dark))) }

    /// The color as drawn in `scheme`: an adaptive color's light or dark color (its opacity
    /// multiplied by this color's), any other color itself.
    public func _resolvingAppearance(_ scheme: ColorScheme) -> Color {
        guard case .adaptive(let pair) = definition else { return self }
        let chosen = (scheme == .dark ? pair.dark : pair.light)._resolvingAppearance(scheme)
        return Color(definition: chosen.definition, alpha: chosen.alpha * alpha)
    }

    public static let red = system("red")
    public static let orange = system("orange")
    public static let yellow = system("yellow")
    public static let green = system("green")
    public static let mint = system("mint")
    public static let teal = system("teal")
    public static let cyan = system("cyan")
    public static let blue = system("blue")
    public static let indigo = system("indigo")
    public static let purple = system("purple")
    public static let pink = system("pink")
    public static let brown = system("brown")
    public static let gray = system("gray")
    public static let black = Color(definition: .rgb(red: 0, green: 0, blue: 0))
    public static let white = Color(definition: .rgb(red: 1, green: 1, blue: 1))
    public static let clear = Color(definition: .rgb(red: 0, green: 0, blue: 0), alpha: 0)
    /// The primary label color (black in light appearance, white in dark).
    public static let primary = system("primary")
    /// The secondary label color.
    public static let secondary = system("secondary")
    /// The accent color (tint) of the app.
    public static let accentColor = system("accent")

    /// The system colors back ends must define, by name.
    public static let systemColorNames = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "primary", "secondary", "tertiary", "quaternary", "accent", "background",
        "secondaryBackground", "separator", "fill", "groupedBackground", "secondaryGroupedBackground",
    ]
}

nonisolated extension Color: View {
    public typealias Body = Never

    public static func _makeView(_ view: Color, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = RenderShape(geometry: .rectangle, fill: .color(view), stroke: nil)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .shape(shape)))
    }
}
