// Modifiers on `Text` that return `Text`, so styled texts can still be concatenated with `+`.
// `consuming`: a modifier on a temporary text (the usual chain) changes its runs in place.
extension Text {
    public consuming func font(_ font: Font?) -> Text { settingFont(font) }
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { modifyingRuns { $0.weight = weight } }
    public consuming func bold() -> Text { fontWeight(.bold) }
    public consuming func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public consuming func italic() -> Text { modifyingRuns { $0.isItalic = true } }
    public consuming func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public consuming func monospaced(_ isActive: Bool = true) -> Text { modifyingRuns { $0.isMonospaced = isActive } }
    public consuming func monospacedDigit() -> Text { modifyingRuns { $0.isMonospaced = true } }

    public consuming func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { $0.foreground = color.map(Paint.color) }
    }

    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        settingForeground(style._paint(in: EnvironmentValues()))
    }

    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.underline = isActive ? .some(color.map(Paint.color)) : nil }
    }

    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.strikethrough = isActive ? .some(color.map(Paint.color)) : nil }
    }

    public consuming func kerning(_ kerning: CGFloat) -> Text { modifyingRuns { $0.kerning = kerning } }
    public consuming func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { modifyingRuns { $0.baselineOffset = offset } }
}
