import Strata

/// Animations and transitions as CSS custom properties, read by the stylesheet's `s-anim` and
/// `s-tr` rules: a live page's patches then move instead of jumping. Static pages show final
/// states (nothing changes after they load, and `s-tr` only plays once the live client is ready).
extension NodeEmitter {
    /// `--s-ad` (duration), `--s-af` (timing function), `--s-adl` (delay).
    mutating func writeAnimation(_ animation: RenderAnimation) {
        writer.raw("--s-ad:"); writeSeconds(animation.duration)
        writer.raw(";--s-af:"); writer.raw(CSSMotion.timingFunction(animation.curve))
        if animation.delay > 0 { writer.raw(";--s-adl:"); writeSeconds(animation.delay) }
        writer.raw(";")
    }

    /// `--s-tro` (the opacity an inserted view starts from) and `--s-trt` (its starting transform).
    mutating func writeTransition(_ transition: RenderTransition) {
        if transition.fades { writer.raw("--s-tro:0;") }
        switch transition.movement {
        case .scale(let scale):
            writer.raw("--s-trt:scale("); writer.raw(CSSMotion.number(scale)); writer.raw(");")
        case .move(let edge):
            writer.raw("--s-trt:"); writer.raw(CSSMotion.translation(from: edge)); writer.raw(";")
        case .offset(let offset):
            writer.raw("--s-trt:translate("); writePx(offset.width); writer.raw(","); writePx(offset.height); writer.raw(");")
        case nil:
            break
        }
    }

    private mutating func writeSeconds(_ seconds: Double) {
        writer.raw(CSSMotion.number(seconds.isFinite ? max(seconds, 0) : 0)); writer.raw("s")
    }
}

/// CSS spellings of motion values.
public enum CSSMotion {
    /// The CSS timing function closest to `curve`.
    public static func timingFunction(_ curve: Animation.Curve) -> StaticString {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        // A critically damped spring's shape, close enough for a CSS curve.
        case .spring: "cubic-bezier(.2,.8,.2,1)"
        }
    }

    static func translation(from edge: Edge) -> StaticString {
        switch edge {
        case .leading: "translateX(-100%)"
        case .trailing: "translateX(100%)"
        case .top: "translateY(-100%)"
        case .bottom: "translateY(100%)"
        }
    }

    /// A finite number with at most three decimals, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let thousandths = Int(((value.isFinite ? value : 0) * 1000).rounded())
        return thousandths % 1000 == 0 ? String(thousandths / 1000) : String(Double(thousandths) / 1000)
    }
}
