import Strata

// Lengths and paints written straight into the buffer. The common values (whole pixels, system
// and RGB colors, hierarchical and tint styles) are written without building a `String`; the
// rest go through `CSSValues`, which defines the output.
extension NodeEmitter {
    /// `CSSValues.px(value)`.
    mutating func writePx(_ value: CGFloat) {
        if value == value.rounded() && abs(value) < 1e9 {
            writer.decimal(Int(value))
            writer.raw("px")
        } else {
            writer.raw(CSSValues.px(value))
        }
    }

    /// `CSSValues.paint(paint, forText:)`.
    mutating func writePaint(_ paint: Paint, forText: Bool = false) {
        switch paint {
        case .color(let color):
            writeColor(color, forText: forText)
        case .hierarchical(let level):
            switch level {
            case ...0: writer.raw("var(--s-primary)")
            case 1: writer.raw("var(--s-secondary)")
            case 2: writer.raw("var(--s-tertiary)")
            default: writer.raw("var(--s-quaternary)")
            }
        case .tint:
            writer.raw(forText ? "var(--s-tint-text,var(--s-accent-text))" : "var(--s-tint,var(--s-accent))")
        default:
            css(CSSValues.paint(paint, forText: forText))
        }
    }

    /// `color:…;` for a text's own foreground, read in its compact form (`CompactPaint`) without
    /// building the `Paint` it stands for; nothing when it has none.
    mutating func writeTextColor(_ paint: CompactPaint) {
        switch paint {
        case .none: return
        case .system(let index):
            let name = Color.systemColorNames[Int(index)]
            guard let hasTextVariant = Self.systemColorHasTextVariant(name) else { break }
            writer.raw("color:var(--s-")
            writer.raw(name)
            writer.raw(hasTextVariant ? "-text);" : ");")
            return
        case .hierarchical, .tint, .boxed: break
        }
        guard let full = paint.paint else { return }
        writeForeground(full)
    }

    /// A text's foreground: its color, or a gradient drawn through the glyphs.
    mutating func writeForeground(_ paint: Paint) {
        if paint.isGradient { css(CSSValues.textForeground(paint)); return }
        writer.raw("color:"); writePaint(paint, forText: true); writer.raw(";")
    }

    /// `CSSValues.color(color, forText:)`.
    private mutating func writeColor(_ color: Color, forText: Bool) {
        guard color.alpha >= 1 else {
            css(CSSValues.color(color, forText: forText))
            return
        }
        switch color.definition {
        case let .rgb(red, green, blue):
            writer.raw("rgb(")
            writer.decimal(Int((red * 255).rounded()))
            writer.raw(",")
            writer.decimal(Int((green * 255).rounded()))
            writer.raw(",")
            writer.decimal(Int((blue * 255).rounded()))
            writer.raw(")")
        case .adaptive:
            css(CSSValues.color(color, forText: forText))
        case .system(let name):
            // Matched by name, not looked up in `CSSValues`' dictionaries: no hashing per use.
            guard let hasTextVariant = Self.systemColorHasTextVariant(name) else {
                css(CSSValues.color(color, forText: forText))
                return
            }
            writer.raw("var(--s-")
            writer.raw(name)
            writer.raw(forText && hasTextVariant ? "-text)" : ")")
        default:
            css(CSSValues.color(color, forText: forText))
        }
    }

    /// For the names in `Color.systemColorNames` (identifiers, safe in CSS as they are), whether
    /// the color has a `-text` variable (`CSSValues.textVariants`, and the accent); nil for
    /// any other name.
    private static func systemColorHasTextVariant(_ name: String) -> Bool? {
        switch name {
        case "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "accent":
            true
        case "primary", "secondary", "tertiary", "quaternary", "background", "secondaryBackground", "separator", "fill",
             "groupedBackground", "secondaryGroupedBackground":
            false
        default:
            nil
        }
    }
}
