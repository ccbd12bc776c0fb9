import Strata

/// Strata's stylesheet: SwiftUI's layout rules, metrics and system colors (light and dark, and
/// their Increase Contrast values) in CSS.
public enum Stylesheet {
    /// The stylesheet as one standalone file: the system face inlined (a page that inlines it
    /// needs no other file).
    public static let css: String = TextFont.fontFace(source: TextFont.dataURL) + "\n" + rules

    /// The stylesheet for a server or an exported site, which serves the face as a file of its
    /// own at `textFontURL` (relative URLs resolve against the stylesheet's own URL).
    public static func css(textFontURL: String) -> String {
        TextFont.fontFace(source: textFontURL) + "\n" + rules
    }

    /// Every rule but the system face's `@font-face`.
    public static let rules: String = [colors, base, textStyles, layout, controls, presentations, touchTargets, motion].joined(separator: "\n")

    /// One class a text style: its size at the default Dynamic Type size, weight, its leading
    /// and the system face's tracking at that size.
    /// The leading (`--s-lh`, set by a text style's class or a text's own size) plus any
    /// `lineSpacing` of the views around (`--s-ls`).
    static let lineHeightRule = "calc(var(--s-lh,22px) + var(--s-ls,0px))"

    static let textStyles: String = Font.TextStyle.allCases.map { style in
        let size = style.pointSize(at: .large)
        let leading = style.lineHeight(at: .large)
        return ".s-f-\(style.rawValue){font-size:\(CSSValues.px(size));\(TextFont.metricsDeclarations(atPointSize: size, leading: leading))"
            + "line-height:\(lineHeightRule);font-weight:\(style.defaultWeight.value)}"
    }.joined()

    static let base = """
    *,*::before,*::after{box-sizing:border-box}
    body{margin:0;background:var(--s-groupedBackground);color:var(--s-primary);font-family:var(--s-font);font-size:17px;line-height:22px;letter-spacing:-0.43px;-webkit-font-smoothing:antialiased}
    .s-root{display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px}
    .s-live{display:contents}
    .s-live-notice{align-self:stretch;padding:8px 12px;border-radius:8px;background:var(--s-fill);color:var(--s-primary)}
    .s-t{display:block;margin:0;overflow-wrap:break-word;word-break:normal;text-box:trim-both text;line-height:\(lineHeightRule)}
    .s-clamp{max-width:100%;overflow:hidden}.s-clamp1{display:grid;grid-template-columns:minmax(0,max-content)}
    .s-line{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.s-cut-head>.s-line:dir(ltr){direction:rtl}.s-cut-head>.s-line:dir(rtl){direction:ltr}
    .s-cut-mid{grid-template-columns:minmax(0,max-content) minmax(0,max-content);position:relative}
    .s-cut-mid>span{white-space:pre;overflow:hidden}.s-cut-start{text-overflow:ellipsis}.s-cut-end{direction:rtl}
    .s-cut-whole{position:absolute;width:1px;height:1px;clip-path:inset(50%)}
    .s-t code{font-family:ui-monospace,Menlo,monospace;font-size:.9em}
    .s-sym{display:inline-block;width:calc(var(--s-sym-w,1.02em) * var(--s-sym-scale,1));height:calc(var(--s-sym-h,1.02em) * var(--s-sym-scale,1));flex-shrink:0;vertical-align:-.16em;overflow:visible}
    .s-sym-missing{border:1.5px dashed currentColor;border-radius:50%;opacity:.45}
    .s-img{display:block;max-width:100%}.s-img.s-resizable{width:100%;height:100%;object-fit:fill}
    .s-tap{cursor:pointer}
    .s-svg{display:block;width:100%;height:100%;overflow:visible}
    """

    static let layout = """
    .s-v,.s-h{justify-content:center;align-items:center;gap:8px}
    .s-v{display:flex;flex-direction:column}
    .s-v:not([style*="gap"])>:is(.s-t,.s-sym,.s-tb):not([style*="padding"])+:is(.s-t,.s-sym,.s-tt):not([style*="padding"]){margin-top:calc(var(--s-lead,1lh - \(SystemFontMetrics.lineHeightRatio)em) - 8px)}
    :is(.s-v,.s-h,.s-z):empty:not([style*="width"]):not([style*="height"]):not([style*="padding"]){display:none}
    .s-h{display:grid;grid-auto-flow:column;grid-auto-columns:auto}
    .s-h.s-wrap{display:flex;flex-direction:row}
    .s-h>.s-prio{min-width:max-content;min-width:calc-size(max-content,min(size,100%))}
    .s-z{display:grid;place-items:center}.s-z>*{grid-area:1/1}
    .s-lay,.s-fr{display:flex;justify-content:center;align-items:center}
    .s-lay{position:relative;isolation:isolate}
    .s-bg,.s-ov{position:absolute;inset:0;display:flex;justify-content:center;align-items:center}
    .s-bg{z-index:-1}
    .s-segment{white-space:nowrap}.s-picker-label:has(+.s-segments){position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
    .s-ov{pointer-events:none}.s-ov button,.s-ov a,.s-ov input,.s-ov select,.s-ov summary,.s-ov label,.s-ov .s-tap{pointer-events:auto}
    .s-wrap>.s-gw,.s-lay>.s-gw,.s-fr>.s-gw,.s-bg>.s-gw,.s-ov>.s-gw,.s-btn>.s-gw{flex-grow:1}
    .s-v>.s-gw,.s-root>.s-gw,.s-live>.s-gw,.s-scroll-v>.s-gw{align-self:stretch}
    .s-v>.s-gh{flex-grow:1;min-height:0}.s-v>.s-gh:not(.s-sp){flex-grow:1000000}
    .s-h>.s-gh,.s-lay>.s-gh,.s-fr>.s-gh,.s-bg>.s-gh,.s-ov>.s-gh,.s-btn>.s-gh{align-self:stretch}
    .s-z>.s-gw,.s-grid>.s-gw,.s-grid-row>.s-gw{justify-self:stretch}.s-z>.s-gh,.s-grid>.s-gh,.s-grid-row>.s-gh{align-self:stretch}
    .s-sp,.s-shape,.s-div{display:block}
    .s-sp{flex:1 1 0;min-width:var(--s-min,8px);min-height:var(--s-min,8px)}
    .s-h>.s-sp{min-height:0}.s-v>.s-sp{min-width:0}
    .s-v:not([style*="gap"])>:not(.s-sp)+.s-sp,.s-v:not([style*="gap"])>.s-sp+*{margin-top:-8px}
    .s-h:not([style*="gap"])>:not(.s-sp)+.s-sp,.s-h:not([style*="gap"])>.s-sp+*{margin-inline-start:-8px}
    .s-div{border:0;margin:0;background:var(--s-separator) content-box;flex-shrink:0;align-self:stretch}
    .s-h>.s-div{width:1px}.s-v>.s-div,.s-root>.s-div,.s-live>.s-div,.s-div{min-height:1px;height:1px}.s-h>.s-div{height:auto}
    .s-shape{min-width:0;min-height:0}
    .s-grid{display:grid;justify-items:center;align-items:center;align-self:stretch}
    .s-grid-row{display:contents}
    .s-grid-rows>:not(.s-grid-row){grid-column:1/-1}
    .s-scroll{display:flex;flex-direction:column;align-items:center;gap:8px}
    .s-scroll-v{overflow-y:auto}.s-scroll-h{overflow-x:auto;flex-direction:row;max-width:100%}.s-scroll-h>*{flex-shrink:0}.s-scroll-both{overflow:auto}
    """

    static let controls = """
    .s-drag{touch-action:none;user-select:none;-webkit-user-select:none;cursor:grab}
    .s-btn{font:inherit;color:inherit;background:none;border:0;margin:0;padding:0;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;gap:6px;text-align:center;border-radius:8px}
    .s-btn:focus-visible,.s-toggle:focus-visible,.s-input:focus-visible{outline:2px solid var(--s-accent);outline-offset:2px}
    .s-btn:disabled,.s-toggle:disabled{cursor:default;opacity:.45}
    .s-btn-automatic,.s-btn-borderless,.s-btn-link{color:var(--s-tint-text,var(--s-accent-text))}
    .s-btn-automatic:active,.s-btn-borderless:active,.s-btn-link:active,.s-btn-custom:active{opacity:.55}
    .s-btn-link{text-decoration:underline}
    .s-btn-bordered{padding:7px 14px;background:color-mix(in srgb,var(--s-tint,var(--s-accent)) 12%,transparent);color:var(--s-tint-text,var(--s-accent-text))}
    .s-btn-borderedProminent{padding:7px 14px;background:var(--s-tint,var(--s-prominent));color:#fff}
    .s-btn-bordered.s-role-destructive{background:color-mix(in srgb,var(--s-red) 12%,transparent);color:var(--s-red-text)}
    .s-btn-borderedProminent.s-role-destructive{background:var(--s-prominent-red)}
    .s-btn-automatic.s-role-destructive,.s-btn-borderless.s-role-destructive{color:var(--s-red-text)}
    .s-btn-bordered:active,.s-btn-borderedProminent:active{filter:brightness(.85)}
    .s-btn-plain{border-radius:0}
    .s-toggle{font:inherit;color:inherit;background:none;border:0;padding:0;margin:0;cursor:pointer;display:flex;align-items:center;justify-content:space-between;gap:12px;text-align:start;align-self:stretch}
    .s-toggle-label{display:flex;align-items:center;gap:6px}
    .s-switch{position:relative;width:63px;height:28px;border-radius:14px;background:var(--s-switch-off);flex-shrink:0;transition:background .2s}
    .s-knob{position:absolute;top:2px;left:2px;width:37px;height:24px;border-radius:12px;background:#fff;transition:transform .2s}
    [aria-checked=true]>.s-switch{background:var(--s-tint,var(--s-switch-on))}
    [aria-checked=true]>.s-switch>.s-knob{transform:translateX(22px)}
    .s-toggle-checkbox{justify-content:flex-start;gap:8px;align-self:auto}.s-toggle-checkbox .s-switch{order:-1;width:20px;height:20px;border-radius:5px;border:2px solid var(--s-gray)}
    .s-toggle-checkbox .s-knob{display:none}
    .s-toggle-checkbox[aria-checked=true] .s-switch::after{content:"";position:absolute;left:5px;top:1px;width:6px;height:11px;border:solid #fff;border-width:0 2px 2px 0;transform:rotate(45deg)}
    .s-toggle-checkbox[aria-checked=true] .s-switch{background:var(--s-prominent);border-color:var(--s-prominent)}
    .s-toggle-button{justify-content:center;padding:7px 14px;border-radius:8px;background:color-mix(in srgb,var(--s-accent) 15%,transparent);color:var(--s-accent-text);align-self:auto}
    .s-toggle-button[aria-pressed=true]{background:var(--s-prominent);color:#fff}
    .s-field{display:flex;flex-direction:column;align-self:stretch;min-width:120px}
    .s-field-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    .s-input{font:inherit;color:inherit;background:var(--s-background);border:1px solid var(--s-separator);border-radius:8px;padding:7px 10px;width:100%}
    .s-input::placeholder{color:var(--s-secondary)}
    .s-input.s-input-plain{border-color:transparent;background:transparent}
    .s-progress{display:flex;flex-direction:column;gap:4px;align-self:stretch;min-width:80px}
    .s-progress-track{display:block;height:4px;border-radius:2px;background:var(--s-fill);overflow:hidden}
    .s-progress-fill{display:block;height:100%;background:var(--s-tint,var(--s-accent))}
    .s-progress-spin{align-items:center;align-self:auto;min-width:0}
    .s-spinner{display:block;width:20px;height:20px;color:var(--s-secondary);animation:s-spin .8s steps(8) infinite}
    @keyframes s-spin{to{transform:rotate(360deg)}}
    @media (prefers-reduced-motion:reduce){.s-spinner{animation-duration:2.4s}}
    .s-slider{display:flex;align-items:center;gap:12px;align-self:stretch}
    .s-range{flex:1;min-width:0;margin:0;height:28px;background:transparent;-webkit-appearance:none;appearance:none;cursor:pointer}
    .s-range::-webkit-slider-runnable-track{height:4px;border-radius:2px;background:linear-gradient(to right,var(--s-tint,var(--s-accent)) var(--s-pct,50%),var(--s-fill) var(--s-pct,50%))}
    .s-range::-moz-range-track{height:4px;border-radius:2px;background:var(--s-fill)}
    .s-range::-moz-range-progress{height:4px;border-radius:2px;background:var(--s-tint,var(--s-accent))}
    .s-range::-webkit-slider-thumb{-webkit-appearance:none;appearance:none;width:28px;height:28px;margin-top:-12px;border-radius:50%;background:#fff;border:0;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12),0 0 0 .5px rgba(0,0,0,.04)}
    .s-range::-moz-range-thumb{width:28px;height:28px;border-radius:50%;background:#fff;border:0;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
    .s-range:focus-visible{outline:2px solid var(--s-accent);outline-offset:2px}
    .s-picker{display:flex;align-items:center;justify-content:space-between;gap:12px;align-self:stretch}
    .s-picker-segmented{flex-direction:column;align-items:stretch;gap:6px}
    .s-select{font:inherit;color:var(--s-accent-text);background:transparent;border:0;padding:4px}
    .s-segments{display:flex;background:var(--s-fill);border-radius:9px;padding:2px;gap:2px}
    .s-segment{flex:1;font:inherit;font-size:13px;color:inherit;background:none;border:0;border-radius:7px;padding:6px 10px;cursor:pointer}
    .s-segment[aria-checked=true]{background:var(--s-segment-selected);box-shadow:0 1px 3px rgba(0,0,0,.15);font-weight:600}
    .s-picker-segmented .s-picker-label:empty{display:none}
    .s-menu{position:relative}
    .s-menu-label{list-style:none;cursor:pointer;color:var(--s-tint-text,var(--s-accent-text));display:inline-flex;align-items:center;gap:6px}
    .s-menu-label::-webkit-details-marker{display:none}
    .s-menu-items{position:absolute;z-index:10;margin-top:6px;min-width:180px;display:flex;flex-direction:column;align-items:stretch;background:var(--s-background);border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.2);padding:6px}
    .s-menu-items>.s-btn{justify-content:flex-start;padding:8px 10px;border-radius:8px}
    .s-menu-items>.s-btn:hover{background:var(--s-fill)}
    .s-menu-items>.s-role-destructive{color:var(--s-red-text)}
    .s-link{color:var(--s-tint-text,var(--s-accent-text));text-decoration:none}.s-link:hover{text-decoration:underline}
    """

    /// Animations and transitions (`NodeEmitter+Motion.swift`): they play on live pages, where
    /// patches change what is shown, and not for people who ask for reduced motion.
    static let motion = """
    .s-anim,.s-anim *,.s-animating *{transition-property:opacity,transform,translate,scale,rotate,width,height,background-color,color,border-color,box-shadow,border-radius,filter;transition-duration:var(--s-ad,.35s);transition-timing-function:var(--s-af,ease-in-out);transition-delay:var(--s-adl,0s)}
    .s-live-ready .s-tr{transition:opacity var(--s-ad,.35s) var(--s-af,ease-in-out) var(--s-adl,0s),transform var(--s-ad,.35s) var(--s-af,ease-in-out) var(--s-adl,0s)}
    @starting-style{.s-live-ready .s-tr{opacity:var(--s-tro,1);transform:var(--s-trt,none)}}
    @media (prefers-reduced-motion:reduce){.s-anim,.s-anim *,.s-animating *,.s-live-ready .s-tr{transition:none}}
    """
}
