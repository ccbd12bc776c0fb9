/// Colors with locations, interpolated by gradients.
public struct Gradient: Hashable, Sendable {
    /// One color at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// The color space colors are interpolated in (the web interpolates in sRGB).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient, interpolated in `space` (kept for API parity).
    public func colorSpace(_ space: ColorSpace) -> Gradient { self }

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colors.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    var paintStops: [Paint.GradientStop] { stops.map { Paint.GradientStop(color: $0.color, location: $0.location) } }
}

/// A gradient used as a shape style (iOS 16) paints from top to bottom, as `AnyGradient` does.
extension Gradient: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: paintStops, start: .top, end: .bottom)
    }
}

/// A gradient along a line; a shape style and a view.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.paintStops, start: startPoint, end: endPoint)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeStyleFill(view, inputs: inputs, outputs: &outputs)
    }
}

/// A gradient radiating from a center; a shape style and a view.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.paintStops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeStyleFill(view, inputs: inputs, outputs: &outputs)
    }
}

/// A gradient sweeping around a center (conic); a shape style and a view.
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.paintStops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeStyleFill(view, inputs: inputs, outputs: &outputs)
    }
}

/// A shape style used as a view fills its frame, like `Color`.
func _makeStyleFill<S: ShapeStyle>(_ style: S, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
    let shape = RenderShape(geometry: .rectangle, fill: style._paint(in: inputs.environment), stroke: nil)
    outputs.nodes.append(RenderNode(id: inputs.identity, kind: .shape(shape)))
}

/// A gradient derived from one color (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: Color
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: [.init(color: color.opacity(0.82), location: 0), .init(color: color, location: 1)], start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle top-to-bottom gradient of this color.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
