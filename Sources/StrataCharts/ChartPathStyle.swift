import Strata

/// The style of a chart path: the mark's style, with gradients drawn as their first color.
///
/// The back ends paint a custom path's fill and stroke with a single paint, which a CSS
/// gradient is not; a bar filled with `Color.pink.gradient` is drawn pink instead of black.
struct ChartPathStyle: ShapeStyle {
    let base: AnyShapeStyle

    func _paint(in environment: EnvironmentValues) -> Paint {
        Self.solid(base._paint(in: environment))
    }

    static func solid(_ paint: Paint) -> Paint {
        switch paint {
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.first.map { .color($0.color) } ?? .hierarchical(0)
        case .opacity(let inner, let opacity):
            .opacity(solid(inner), opacity)
        default:
            paint
        }
    }
}
