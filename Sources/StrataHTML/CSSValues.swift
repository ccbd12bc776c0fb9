import Strata

/// Turns render-tree values (paints, fonts, lengths, alignments) into CSS.
enum CSSValues {
    /// A length in CSS pixels (SwiftUI points map 1:1).
    static func px(_ value: CGFloat) -> String {
        if value == value.rounded() && value >= 0 && value < CGFloat(smallPixels.count) { return smallPixels[Int(value)] }
        if value == value.rounded() && abs(value) < 1e9 { return "\(Int(value))px" }
        return "\((value * 100).rounded() / 100)px"
    }

    /// A paint as a CSS color or image. `forText` picks the text variables of system colors
    /// (the same colors as fills, except under Increase Contrast).
    static func paint(_ paint: Paint, forText: Bool = false) -> String {
        switch paint {
        case .color(let color): return self.color(color, forText: forText)
        case .hierarchical(let level): return hierarchical[min(max(level, 0), 3)]
        case .tint: return forText ? "var(--s-tint-text,var(--s-accent-text))" : "var(--s-tint,var(--s-accent))"
        case let .opacity(base, opacity):
            return "color-mix(in srgb,\(self.paint(base, forText: forText)) \(percent(opacity)),transparent)"
        case let .linearGradient(stops, start, end):
            let angle = atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi
            return "linear-gradient(\(Int(angle.rounded()))deg,\(gradientStops(stops)))"
        case let .radialGradient(stops, center, _, endRadius):
            return "radial-gradient(circle \(px(endRadius)) at \(percent(center.x)) \(percent(center.y)),\(gradientStops(stops)))"
        case let .angularGradient(stops, center, startAngle, _):
            return "conic-gradient(from \(Int((startAngle.degrees + 90).rounded()))deg at \(percent(center.x)) \(percent(center.y)),\(gradientStops(stops)))"
        }
    }

    private static let hierarchical = ["var(--s-primary)", "var(--s-secondary)", "var(--s-tertiary)", "var(--s-quaternary)"]

    /// The declarations that paint text with `paint`: its color, or for a gradient the gradient
    /// as the background, clipped to the glyphs.
    static func textForeground(_ paint: Paint) -> String {
        guard paint.isGradient else { return "color:\(self.paint(paint, forText: true));" }
        return "background:\(self.paint(paint));-webkit-background-clip:text;background-clip:text;color:transparent;"
    }

    /// "0px" through "99px", precomputed: most lengths are small whole numbers.
    private static let smallPixels = (0..<100).map { "\($0)px" }

    /// `var(--s-name)` and `var(--s-name-text)` for every system color, precomputed.
    private static let systemFills = Dictionary(uniqueKeysWithValues: Color.systemColorNames.map { ($0, "var(--s-\($0))") })
    private static let systemTexts = Dictionary(uniqueKeysWithValues: Color.systemColorNames.map { name in
        (name, textVariants.contains(name) || name == "accent" ? "var(--s-\(name)-text)" : "var(--s-\(name))")
    })

    static func color(_ color: Color, forText: Bool = false) -> String {
        let base: String
        switch color.definition {
        case .system(let name):
            base = (forText ? systemTexts[name] : systemFills[name]) ?? "var(--s-\(cssIdentifier(name)))"
        case .asset(let name):
            base = "var(--asset-\(cssIdentifier(name)),var(--s-gray))"
        case let .rgb(red, green, blue):
            let r = Int((red * 255).rounded()), g = Int((green * 255).rounded()), b = Int((blue * 255).rounded())
            if color.alpha >= 1 { return "rgb(\(r),\(g),\(b))" }
            return "rgba(\(r),\(g),\(b),\((color.alpha * 1000).rounded() / 1000))"
        case .adaptive:
            // Follows the element's `color-scheme`, which `.s-light`, `.s-dark` and the page set.
            let light = self.color(color._resolvingAppearance(.light), forText: forText)
            let dark = self.color(color._resolvingAppearance(.dark), forText: forText)
            return "light-dark(\(light),\(dark))"
        }
        if color.alpha >= 1 { return base }
        return "color-mix(in srgb,\(base) \(percent(color.alpha)),transparent)"
    }

    /// System colors that have a text variable (`--s-<name>-text`), which Increase Contrast changes.
    static let textVariants: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
    ]

    private static func gradientStops(_ stops: [Paint.GradientStop]) -> String {
        stops.map { "\(color($0.color)) \(percent($0.location))" }.joined(separator: ",")
    }

    static func percent(_ fraction: Double) -> String {
        "\((fraction * 1000).rounded() / 10)%"
    }

    /// Keeps letters, digits and dashes; anything else becomes a dash.
    static func cssIdentifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    /// The class for a font that is a plain text style (weights and designs go in declarations).
    static func fontClass(_ font: Font) -> StaticString? {
        guard case .textStyle(let style) = font.base else { return nil }
        return fontClass(style)
    }

    /// The class for a text style.
    static func fontClass(_ style: Font.TextStyle) -> StaticString {
        switch style {
        case .largeTitle: return "s-f-largeTitle"
        case .title: return "s-f-title"
        case .title2: return "s-f-title2"
        case .title3: return "s-f-title3"
        case .headline: return "s-f-headline"
        case .subheadline: return "s-f-subheadline"
        case .body: return "s-f-body"
        case .callout: return "s-f-callout"
        case .footnote: return "s-f-footnote"
        case .caption: return "s-f-caption"
        case .caption2: return "s-f-caption2"
        }
    }

    /// Whether `fontDeclarations(font)` is not empty (a plain text style's class says it all).
    static func needsDeclarations(_ font: Font) -> Bool {
        guard case .textStyle(let style) = font.base else { return true }
        if font.dynamicTypeSize != .large { return true }
        if let weight = font.weight, weight != style.defaultWeight { return true }
        if let design = font.design, design != .default { return true }
        return font.isItalic || font.isMonospacedDigit || font.isSmallCaps
    }

    /// The CSS declarations a font needs beyond its class.
    static func fontDeclarations(_ font: Font) -> String {
        var declarations = ""
        switch font.base {
        case .textStyle(let style):
            // The class holds the default (large) size; other Dynamic Type sizes spell theirs out.
            if font.dynamicTypeSize != .large {
                declarations += "font-size:\(px(font.pointSize));"
                    + TextFont.metricsDeclarations(atPointSize: font.pointSize, leading: style.lineHeight(at: font.dynamicTypeSize))
            }
            if let weight = font.weight, weight != style.defaultWeight { declarations += "font-weight:\(weight.value);" }
        case .system(let size):
            declarations += "font-size:\(px(size));" + TextFont.metricsDeclarations(atPointSize: size)
            if let weight = font.weight { declarations += "font-weight:\(weight.value);" }
        case .custom(let name, _, _):
            // A named face keeps its own spacing; its line height is the system face's until it loads.
            declarations += "font-family:\(cssFamilyName(name)),var(--s-font);font-size:\(px(font.pointSize));--s-lh:1.2em;letter-spacing:0;"
            if let weight = font.weight { declarations += "font-weight:\(weight.value);" }
        }
        switch font.design {
        case .serif?: declarations += "font-family:ui-serif,Georgia,serif;"
        case .rounded?: declarations += "font-family:ui-rounded,var(--s-font);"
        case .monospaced?: declarations += "font-family:ui-monospace,Menlo,monospace;letter-spacing:0;"
        case .default?, nil: break
        }
        if font.isItalic { declarations += "font-style:italic;" }
        if font.isMonospacedDigit { declarations += "font-variant-numeric:tabular-nums;" }
        if font.isSmallCaps { declarations += "font-variant-caps:small-caps;" }
        return declarations
    }

    /// A quoted CSS font family name, with quotes and backslashes removed.
    private static func cssFamilyName(_ name: String) -> String {
        "'" + String(name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }) + "'"
    }

    static func flexAlignment(_ fraction: CGFloat) -> String {
        fraction < 0.25 ? "flex-start" : (fraction > 0.75 ? "flex-end" : "center")
    }

    static func gridAlignment(_ fraction: CGFloat) -> String {
        fraction < 0.25 ? "start" : (fraction > 0.75 ? "end" : "center")
    }
}
