extension Stylesheet {
    /// Hit areas of at least 44 × 44 points, as iOS gives its controls, without changing what is
    /// drawn or where: a transparent border makes the control's box (and so its hit area) larger,
    /// and an equal negative margin gives the space back, so neighbors stay where SwiftUI puts them.
    /// Backgrounds are clipped to the padding box, so a bordered button still draws at its own size.
    /// The borders leave room for text smaller than body: a caption-sized button (a 14.3-point
    /// line, SF's height at 12 points) still reaches 44.
    /// Controls whose box carries an inline size, margin or border keep their box. A segment is
    /// drawn 32 points high, as iOS draws a segmented control, with 7 more above and below to tap;
    /// a plain text field is one line high (22 points at body size), with 11 more above and below.
    static let touchTargets = """
    :is(.s-btn-automatic,.s-btn-borderless,.s-btn-link,.s-btn-plain,.s-toggle-checkbox)\(free),.s-menu-label{border:solid transparent;border-width:15px 4px;margin:-15px -4px;background-clip:padding-box}
    :is(.s-btn-automatic,.s-btn-borderless,.s-btn-plain)\(free):has(>.s-sym:only-child){border-width:15px;margin:-15px}
    .s-toggle-automatic\(free){border:solid transparent;border-width:8px 0;margin:-8px 0}
    :is(.s-btn-bordered,.s-btn-borderedProminent,.s-toggle-button)\(free){border:solid transparent;border-width:6px 0;margin:-6px 0;background-clip:padding-box;border-radius:8px/14px}
    .s-segment{border:solid transparent;border-width:7px 0;margin:-7px 0;min-height:46px;background-clip:padding-box;border-radius:7px/14px}
    .s-segment[aria-checked=true]{background-clip:padding-box;box-shadow:none;filter:drop-shadow(0 1px 1.5px rgba(0,0,0,.15))}
    .s-input\(free){border:solid transparent;border-width:6px 0;margin:-6px 0;background-clip:padding-box;box-shadow:inset 0 0 0 1px var(--s-separator);border-radius:8px/14px;padding:8px 11px}
    .s-select{border:solid transparent;border-width:10px 7px;margin:-10px -7px}
    .s-link\(free){border:solid transparent;border-width:15px 4px;margin:-15px -4px}
    .s-range{height:44px;margin:-8px 0}
    .s-btn:focus-visible,.s-toggle:focus-visible,.s-menu-label:focus-visible,.s-select:focus-visible{outline-offset:-2px}
    .s-input\(free):focus-visible{outline:0;box-shadow:inset 0 0 0 2px var(--s-accent)}
    .s-input-plain\(free){box-shadow:none;background:transparent;padding:0;border-width:11px 0;margin:-11px 0}
    """

    /// A control with none of the inline declarations the transparent border would change.
    private static let free = ":not([style*=width]):not([style*=height]):not([style*=margin]):not([style*=border])"
}
