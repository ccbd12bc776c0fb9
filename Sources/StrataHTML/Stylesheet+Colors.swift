extension Stylesheet {
    /// The system colors as iOS draws them, light and dark, with the values iOS switches to under
    /// Increase Contrast. Text is drawn in the same colors as fills (`--s-<name>-text` names the
    /// color text uses, which differs only under Increase Contrast): a blue button label is
    /// #007AFF as on an iPhone, and an accessibility audit judges the contrast a user sees there.
    static let colors = """
    :root,.s-light{--s-font:'Strata Text',-apple-system,BlinkMacSystemFont,system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color-scheme:light dark;\
    \(palette(.light, increased: false))}
    @media (prefers-color-scheme:dark){:root:not(.s-light){\(palette(.dark, increased: false))}}
    .s-dark{color-scheme:dark;color:var(--s-primary);\(palette(.dark, increased: false))}
    .s-light{color-scheme:light;color:var(--s-primary)}
    @media (prefers-contrast:more){:root:not(.s-contrast-standard){\(palette(.light, increased: true))}}
    @media (prefers-contrast:more) and (prefers-color-scheme:dark){:root:not(.s-light):not(.s-contrast-standard){\(palette(.dark, increased: true))}}
    .s-contrast-high,.s-contrast-high .s-light{\(palette(.light, increased: true))}
    .s-contrast-high.s-dark,.s-contrast-high .s-dark,.s-dark .s-contrast-high{\(palette(.dark, increased: true))}
    @media (prefers-color-scheme:dark){:root:not(.s-light).s-contrast-high,:root:not(.s-light) .s-contrast-high{\(palette(.dark, increased: true))}}
    """

    enum Appearance { case light, dark }

    /// One appearance's variables. Label opacities are iOS's (secondary 60%, tertiary 30%); under
    /// Increase Contrast they are Strata's, chosen so secondary text meets WCAG AA.
    static func palette(_ appearance: Appearance, increased: Bool) -> String {
        var css = ""
        for color in systemColors {
            let value = color.value(appearance, increased: increased)
            css += "--s-\(color.name):\(value);--s-\(color.name)-text:\(value);"
        }
        let blue = systemColors.first { $0.name == "blue" }!.value(appearance, increased: increased)
        let red = systemColors.first { $0.name == "red" }!.value(appearance, increased: increased)
        css += "--s-accent:\(blue);--s-accent-text:\(blue);--s-prominent:\(blue);--s-prominent-red:\(red);"
        let labels = appearance == .light
            ? (increased ? (".78", ".45", ".26") : (".6", ".3", ".18"))
            : (increased ? (".7", ".45", ".26") : (".6", ".3", ".16"))
        let label = appearance == .light ? "60,60,67" : "235,235,245"
        css += "--s-primary:\(appearance == .light ? "#000" : "#fff");--s-secondary:rgba(\(label),\(labels.0));"
        css += "--s-tertiary:rgba(\(label),\(labels.1));--s-quaternary:rgba(\(label),\(labels.2));"
        css += appearance == .light ? lightSurfaces : darkSurfaces
        return css
    }

    private static let lightSurfaces = "--s-background:#fff;--s-secondaryBackground:#F2F2F7;--s-separator:rgba(60,60,67,.29);--s-fill:rgba(120,120,128,.2);"
        + "--s-groupedBackground:#F2F2F7;--s-secondaryGroupedBackground:#fff;--s-segment-selected:#fff;--s-control:rgba(120,120,128,.12);"
        + "--s-switch-on:#65C466;--s-switch-off:#C5C5C7"
    private static let darkSurfaces = "--s-background:#000;--s-secondaryBackground:#1C1C1E;--s-separator:rgba(84,84,88,.65);--s-fill:rgba(120,120,128,.36);"
        + "--s-groupedBackground:#000;--s-secondaryGroupedBackground:#1C1C1E;--s-segment-selected:#636366;--s-control:rgba(118,118,128,.24);"
        + "--s-switch-on:#68CE67;--s-switch-off:#5A5A5E"

    /// A system color: light, dark, and their Increase Contrast values (Apple's).
    struct SystemColor {
        let name: String
        let light: String, dark: String, lightIncreased: String, darkIncreased: String

        func value(_ appearance: Appearance, increased: Bool) -> String {
            switch (appearance, increased) {
            case (.light, false): light
            case (.dark, false): dark
            case (.light, true): lightIncreased
            case (.dark, true): darkIncreased
            }
        }
    }

    static let systemColors: [SystemColor] = [
        SystemColor(name: "red", light: "#FF3B30", dark: "#FF453A", lightIncreased: "#D70015", darkIncreased: "#FF6961"),
        SystemColor(name: "orange", light: "#FF9500", dark: "#FF9F0A", lightIncreased: "#C93400", darkIncreased: "#FFB340"),
        SystemColor(name: "yellow", light: "#FFCC00", dark: "#FFD60A", lightIncreased: "#B25000", darkIncreased: "#FFD426"),
        SystemColor(name: "green", light: "#34C759", dark: "#30D158", lightIncreased: "#248A3D", darkIncreased: "#30DB5B"),
        SystemColor(name: "mint", light: "#00C7BE", dark: "#63E6E2", lightIncreased: "#0C817B", darkIncreased: "#66D4CF"),
        SystemColor(name: "teal", light: "#30B0C7", dark: "#40C8E0", lightIncreased: "#008299", darkIncreased: "#5DE6FF"),
        SystemColor(name: "cyan", light: "#32ADE6", dark: "#64D2FF", lightIncreased: "#0071A4", darkIncreased: "#70D7FF"),
        SystemColor(name: "blue", light: "#007AFF", dark: "#0A84FF", lightIncreased: "#0040DD", darkIncreased: "#409CFF"),
        SystemColor(name: "indigo", light: "#5856D6", dark: "#5E5CE6", lightIncreased: "#3634A3", darkIncreased: "#7D7AFF"),
        SystemColor(name: "purple", light: "#AF52DE", dark: "#BF5AF2", lightIncreased: "#8944AB", darkIncreased: "#DA8FFF"),
        SystemColor(name: "pink", light: "#FF2D55", dark: "#FF375F", lightIncreased: "#D30F45", darkIncreased: "#FF6482"),
        SystemColor(name: "brown", light: "#A2845E", dark: "#AC8E68", lightIncreased: "#7F6545", darkIncreased: "#B59469"),
        SystemColor(name: "gray", light: "#8E8E93", dark: "#8E8E93", lightIncreased: "#6C6C70", darkIncreased: "#AEAEB2"),
    ]
}
