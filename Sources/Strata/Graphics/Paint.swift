/// A resolved shape style: what a back end paints with.
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// The foreground style level: 0 primary, 1 secondary, 2 tertiary, 3 quaternary.
    case hierarchical(Int)
    /// The current tint (accent) color.
    case tint
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    indirect case opacity(Paint, Double)

    public struct GradientStop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
    }
}

/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle {
    /// Renderer hook: how this style paints in `environment`.
    func _paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .hierarchical(0) }

    /// The style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(paint: { self._paint(in: $0) }, opacity: opacity)
    }
}

struct _OpacityShapeStyle: ShapeStyle {
    let paint: (EnvironmentValues) -> Paint
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint { .opacity(paint(environment), opacity) }
}

extension Color: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}

/// The foreground style levels: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let base = environment.foregroundPaint ?? .hierarchical(0)
        switch (level, base) {
        case (0, _): return base
        case (_, .hierarchical(0)): return .hierarchical(level)
        default: return .opacity(base, [1, 0.6, 0.3, 0.18][min(level, 3)])
        }
    }
}

/// The current foreground style of the environment.
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundPaint ?? .hierarchical(0)
    }
}

/// The current tint color.
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint ?? .tint }
}

/// The color of selected content: the tint (the accent color unless a view sets one), as
/// iOS draws selection.
public struct SelectionShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint ?? .tint }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The color of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    @usableFromInline enum Storage {
        /// A style whose paint does not depend on the environment (a color), stored resolved:
        /// no closure context to allocate.
        case paint(Paint)
        case resolve((EnvironmentValues) -> Paint)
    }

    @usableFromInline let storage: Storage

    /// Inlinable, so the color test is decided when the call site is specialized.
    @inlinable
    public init<S: ShapeStyle>(_ style: S) {
        if let color = style as? Color {
            storage = .paint(.color(color))
        } else {
            storage = .resolve { style._paint(in: $0) }
        }
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        switch storage {
        case .paint(let paint): paint
        case .resolve(let resolve): resolve(environment)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

extension Paint {
    /// Whether the paint is a gradient (drawn as an image on the web, not as one color).
    public var isGradient: Bool {
        switch self {
        case .linearGradient, .radialGradient, .angularGradient: true
        case .opacity(let base, _): base.isGradient
        default: false
        }
    }
}
