/// A radial gradient stretched to fill its shape as an ellipse.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Drawn as a radial gradient whose radius is the fraction of a 100-point box (the web cannot
    /// stretch a radial gradient to an unknown size here).
    public func _paint(in environment: EnvironmentValues) -> Paint {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadiusFraction * 100, endRadius: endRadiusFraction * 100)._paint(in: environment)
    }

    public var body: some View {
        Rectangle().fill(self)
    }
}
