extension GraphicsContext {
    /// A color or pattern to outline or fill a path with.
    public struct Shading {
        /// The paint for a path with the given bounds (gradient points are canvas points; the web
        /// places them relative to the path's bounds).
        let resolve: (EnvironmentValues, CGRect) -> Paint

        /// The current foreground style of the canvas.
        public static var foreground: Shading { Shading { environment, _ in ForegroundStyle()._paint(in: environment) } }

        /// A solid color.
        public static func color(_ color: Color) -> Shading { Shading { _, _ in .color(color) } }

        /// A color from components in a color space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A gray level.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { environment, _ in style._paint(in: environment) } }

        /// The first of several shadings (palettes are drawn with their primary shading).
        public static func palette(_ array: [Shading]) -> Shading {
            array.first ?? .foreground
        }

        /// A linear gradient between two canvas points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, bounds in
                .linearGradient(stops: gradient.paintStops, start: unitPoint(startPoint, in: bounds), end: unitPoint(endPoint, in: bounds))
            }
        }

        /// A radial gradient around a canvas point.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, bounds in
                .radialGradient(stops: gradient.paintStops, center: unitPoint(center, in: bounds), startRadius: startRadius, endRadius: endRadius)
            }
        }

        /// A conic gradient around a canvas point, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, bounds in
                .angularGradient(stops: gradient.paintStops, center: unitPoint(center, in: bounds), startAngle: angle, endAngle: angle + .degrees(360))
            }
        }

        /// The point as a fraction of `bounds` (the center when the bounds are empty).
        private static func unitPoint(_ point: CGPoint, in bounds: CGRect) -> UnitPoint {
            guard bounds.width > 0, bounds.height > 0, point.x.isFinite, point.y.isFinite else { return .center }
            return UnitPoint(x: (point.x - bounds.minX) / bounds.width, y: (point.y - bounds.minY) / bounds.height)
        }
    }

    /// How gradients extend past their end points (kept; the web pads them).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
